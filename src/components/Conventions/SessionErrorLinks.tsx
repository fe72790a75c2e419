import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ProductId} from '@site/src/data/platform';
import {sessionErrorLinks} from './authenticationTables';
import CellParts from './CellParts';

/** The sign-in, refresh and key error codes, linked to one product's error catalogue. */
export default function SessionErrorLinks({product}: {product: ProductId}): ReactNode {
  return <CellParts cell={sessionErrorLinks(product)} Link={Link} />;
}
