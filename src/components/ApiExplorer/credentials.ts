import type {CredentialScheme} from '@site/src/lib/apiMock/types';

/**
 * The reader's API key and access token, kept for this tab only: sessionStorage, never localStorage or a URL,
 * so they are gone when the tab closes. Every explorer on the site shares them.
 */
const storageKey = 'assetra-api-explorer-credentials';

export type Credentials = Partial<Record<CredentialScheme, string>>;

export function readCredentials(): Credentials {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Credentials;
  } catch {
    return {};
  }
}

export function saveCredentials(credentials: Credentials): void {
  const kept = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value));
  if (Object.keys(kept).length === 0) sessionStorage.removeItem(storageKey);
  else sessionStorage.setItem(storageKey, JSON.stringify(kept));
}

/** The header a credential travels in. */
export const credentialHeader: Record<CredentialScheme, {name: string; value: (secret: string) => string}> = {
  apiKey: {name: 'X-API-Key', value: (secret) => secret},
  accessToken: {name: 'Authorization', value: (secret) => `Bearer ${secret}`},
};

export const credentialLabel: Record<CredentialScheme, string> = {
  apiKey: 'API key (X-API-Key)',
  accessToken: 'Access token (Authorization: Bearer)',
};
