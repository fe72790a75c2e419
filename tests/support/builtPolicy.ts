import fs from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy a build's `_headers` sends, as directive → sources, read as a host reads the file
 * (not through the security-headers plugin, whose output it checks). Throws when the file has no policy.
 */
export function builtPolicy(dir: string): Map<string, string[]> {
  const file = path.join(dir, '_headers');
  const policy = /^\s+Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!policy) throw new Error(`${file} has no Content-Security-Policy`);
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}
