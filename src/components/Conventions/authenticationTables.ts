/**
 * The sign-in and error tables of /docs/introduction/authentication, in the plain parts of ./tables, which
 * plugins/facts writes into the page, so its HTML and its Markdown export show the same values from
 * src/data/conventions.ts. Relative imports, as in ./tables.
 */
import {sessionErrorCodes, sharedProblemCodes, signIn} from '../../data/conventions';
import {products, type ProductId} from '../../data/platform';
import {codeAnchor} from '../../../plugins/reference/openapi/document';
import {listOf, type Cell, type ConventionTable} from './tables';

const {restPaths, operations} = signIn;

/** Each step of wallet sign-in with its REST endpoint and operation and its GraphQL mutation: one name per style. */
export function signInOperationsTable(): ConventionTable {
  const step = (what: string, endpoint: string, rest: string, graphql: string): Cell[] => [
    [what],
    [{code: endpoint}],
    [{code: rest}],
    [{code: graphql}],
  ];
  return {
    caption: 'Sign-in operations, the same on every product API',
    header: ['Step', 'REST endpoint', 'REST operation', 'GraphQL mutation'],
    rows: [
      step(
        'Get a nonce for the address and chain',
        `POST ${restPaths.nonce}`,
        operations.rest.nonce,
        operations.graphql.nonce,
      ),
      step(
        'Exchange the signed message for tokens',
        `POST ${restPaths.verify}`,
        operations.rest.verify,
        operations.graphql.verify,
      ),
      step(
        'Renew with the refresh token',
        `POST ${restPaths.refresh}`,
        operations.rest.refresh,
        operations.graphql.refresh,
      ),
      step('Sign out', `DELETE ${restPaths.session}`, operations.rest.signOut, operations.graphql.signOut),
    ],
  };
}

/** The listed shared error codes, in their order, with the status and situation every API gives them. */
export function errorCodesTable(codes: string): ConventionTable {
  return {
    caption: 'Error codes of sign-in, tokens and keys',
    header: ['Code', 'Status', 'When'],
    rows: codes
      .split(/\s+/)
      .filter(Boolean)
      .map((code) => {
        const rule = sharedProblemCodes.find((candidate) => candidate.code === code);
        if (!rule) throw new Error(`${code} is not a shared problem code (src/data/conventions.ts).`);
        return [[{code: rule.code}], [String(rule.status)], [rule.situation]];
      }),
  };
}

/** "`NONCE_EXPIRED`, … and `RATE_LIMITED`", each linked to its entry in the product's REST error catalogue. */
export function sessionErrorLinks(product: ProductId): Cell {
  const catalogue = products.find(({id}) => id === product)?.errorCatalogue;
  if (!catalogue) throw new Error(`${product} has no REST error catalogue (src/data/platform.ts errorCatalogue).`);
  return listOf(sessionErrorCodes.map((code) => [{code, link: `${catalogue}#${codeAnchor(code)}`}]));
}
