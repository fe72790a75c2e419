import {createConfig, lintFromString} from '@redocly/openapi-core';

export interface LintResult {
  errors: string[];
  warnings: string[];
}

/** Redocly's `recommended` ruleset over one OpenAPI document. */
export async function lintOpenApi(source: string, file: string): Promise<LintResult> {
  const config = await createConfig({extends: ['recommended']});
  const problems = await lintFromString({source, absoluteRef: file, config});
  const format = (problem: (typeof problems)[number]) =>
    `${problem.ruleId}: ${problem.message} (${problem.location.map((location) => location.pointer).join(', ')})`;
  return {
    errors: problems.filter((problem) => problem.severity === 'error').map(format),
    warnings: problems.filter((problem) => problem.severity === 'warn').map(format),
  };
}
