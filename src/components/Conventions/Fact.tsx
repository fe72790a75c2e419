import React, {type ReactNode} from 'react';
import {facts, type FactName} from './tables';

/** A fact src/data owns, inside prose: `<Fact of="buildValidity" />` reads "10 minutes". */
export default function Fact({of}: {of: FactName}): ReactNode {
  return facts[of]().map((part, index) => (typeof part === 'string' ? part : <code key={index}>{part.code}</code>));
}
