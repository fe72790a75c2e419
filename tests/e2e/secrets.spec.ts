import path from 'node:path';
import {test, expect} from '@playwright/test';
import {testBuildDir} from '../support/testBuild';
import {buildDir, repoRoot} from '../support/paths';
import {secretPatterns} from '../support/secretPatterns';
import {scanForSecrets} from '../support/secretScan';

/** Nothing the site publishes may carry a credential: every text file of both builds is scanned. */
for (const dir of [buildDir, path.join(repoRoot, testBuildDir)]) {
  const name = path.relative(repoRoot, dir);
  test(`${name}/ publishes no secret`, async ({}, testInfo) => {
    test.setTimeout(120_000);
    const report = scanForSecrets(dir);
    const figures = `${report.files} files (${(report.bytes / 1e6).toFixed(1)} MB of text) scanned for ${secretPatterns.length} secret patterns: ${report.findings.length} findings`;
    console.log(`[secrets] ${name}/: ${figures}`);
    testInfo.annotations.push({type: 'secrets', description: figures});
    expect(report.files).toBeGreaterThan(100);
    expect(
      report.findings.map((finding) => `${finding.file}: ${finding.pattern}: ${finding.redacted}`).join('\n'),
    ).toBe('');
  });
}
