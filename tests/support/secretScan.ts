import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from './builtSite';
import {findSecrets, type SecretFinding} from './secretPatterns';

/** Formats that cannot carry a readable secret; everything else in a build is text. */
const binary = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf)$/i;

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/**
 * The text a reader sees in an HTML page: code highlighting splits `privateKey: "0x…"` into many
 * spans, so tags are dropped (not spaced) and entities decoded before the patterns run.
 */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : decimal
          ? String.fromCodePoint(Number(decimal))
          : (entities[name!.toLowerCase()] ?? entity),
    );
}

export interface SecretScanReport {
  files: number;
  bytes: number;
  findings: (SecretFinding & {file: string})[];
}

/** Runs every secret pattern over every text file of a build (HTML both as written and as shown). */
export function scanForSecrets(buildDir: string): SecretScanReport {
  const report: SecretScanReport = {files: 0, bytes: 0, findings: []};
  for (const file of filesUnder(buildDir).filter((name) => !binary.test(name))) {
    const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
    report.files++;
    report.bytes += text.length;
    const views = file.endsWith('.html') ? [text, visibleText(text)] : [text];
    const seen = new Set<string>();
    for (const finding of views.flatMap(findSecrets)) {
      const key = `${finding.pattern}|${finding.redacted}`;
      if (seen.has(key)) continue;
      seen.add(key);
      report.findings.push({file, ...finding});
    }
  }
  return report;
}
