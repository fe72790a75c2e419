import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {parseHeadersFile} from '@site/plugins/security-headers/formats';
import {buildDir} from './paths';

/** The headers the build's `_headers` file gives every page. */
export const expectedHeaders = () =>
  parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'))[0]!.headers;

/** Every CSP violation the page reports, across navigations: the DOM event and the console error. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation(text: string): void}).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
