import {captionedTable} from '../support/mdast';
import {requiredAttribute, type JsxElement} from '../support/jsxAttributes';
import {
  apiKeyScopesTable,
  confirmationsTable,
  organisationRolesTable,
  rateLimitsTable,
  supportedVersionsTable,
  tokenLifetimesTable,
  webhookAvailabilityTable,
  type ConventionTable,
} from '../../src/components/Conventions/tables';
import {errorCodesTable, signInOperationsTable} from '../../src/components/Conventions/authenticationTables';
import {inlineParts} from './inline';

/** Each conventions table element (`<RateLimits />`) and the table of src/data it shows. */
const conventionTables = {
  ApiKeyScopes: apiKeyScopesTable,
  ConfirmationsTable: confirmationsTable,
  ErrorCodes: (element: JsxElement) => errorCodesTable(requiredAttribute(element, 'codes')),
  OrganisationRoles: organisationRolesTable,
  RateLimits: rateLimitsTable,
  SignInOperations: signInOperationsTable,
  SupportedVersions: supportedVersionsTable,
  TokenLifetimes: tokenLifetimesTable,
  WebhookAvailability: webhookAvailabilityTable,
} satisfies Record<string, (element: JsxElement) => ConventionTable>;

export type TableElement = keyof typeof conventionTables;

export const isTableElement = (name: string): name is TableElement => Object.hasOwn(conventionTables, name);

/** The Markdown table an element stands for, with its caption; the static tables step makes it HTML. */
export function factTable(name: TableElement, element: JsxElement) {
  const {caption, header, rows} = conventionTables[name](element);
  return captionedTable(
    caption,
    header,
    rows.map((row) => row.map(inlineParts)),
  );
}
