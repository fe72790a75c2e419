import {environments, restBaseUrl, type EnvironmentId, type RestApiId} from '@site/src/data/platform';

/** Where the explorer sends a request: the in-browser mock, a documented environment, or a base URL typed in. */
export type Target = 'mock' | EnvironmentId | 'custom';

/** The API hosts this site's Content-Security-Policy lets pages connect to (plugins/security-headers/policy.ts). */
export const connectableOrigins = environments.map((environment) => new URL(environment.apiHost).origin);

/** The base URL requests go to, or why a custom one cannot be used from this page. */
export function baseUrlOf(api: string, target: Target, custom: string): {url: string} | {problem: string} {
  if (target === 'mock' || target === 'sandbox') return {url: restBaseUrl(api as RestApiId, 'sandbox')};
  if (target === 'production') return {url: restBaseUrl(api as RestApiId, 'production')};
  let parsed: URL;
  try {
    parsed = new URL(custom.trim());
  } catch {
    return {problem: 'Enter a full base URL, such as https://api.sandbox.assetra.dev/pools/v1.'};
  }
  if (!connectableOrigins.includes(parsed.origin)) {
    return {
      problem:
        `This page may only connect to ${connectableOrigins.join(' and ')}: its Content-Security-Policy ` +
        `(connect-src) blocks ${parsed.origin}, so the browser would not send the request. ` +
        'Copy the cURL command below to call that host from a terminal.',
    };
  }
  return {url: parsed.href.replace(/\/$/, '')};
}
