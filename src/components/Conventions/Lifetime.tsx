import React, {type ReactNode} from 'react';
import {lifetimeText, type lifetimes} from './tables';

/** How long a sign-in nonce, an access token or a refresh token lasts, in words, inside prose. */
export default function Lifetime({of}: {of: keyof typeof lifetimes}): ReactNode {
  return <>{lifetimeText(of)}</>;
}
