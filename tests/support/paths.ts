import path from 'node:path';

/** The repository root, from any test file. */
export const repoRoot = path.resolve(__dirname, '..', '..');
/** The shared specification beside the repository (../shared/spec), as in CI. */
export const specDir = path.resolve(repoRoot, '..', 'shared', 'spec');
export const buildDir = path.join(repoRoot, 'build');
export const docsDir = path.join(repoRoot, 'docs');
