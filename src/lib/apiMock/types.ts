/**
 * What the API explorer knows of one REST operation, written at build time from reference/rest/*.openapi.yaml
 * (plugins/reference/openapi/explorer.ts) and read by the explorer in the browser and by Node tools alike.
 */

import type {ErrorObject} from 'ajv';
import type {JsonSchemaKeywords} from '../jsonSchemaKeywords';

/** A schema with every `$ref` resolved; `x-type` names the component it came from. */
export interface JsonSchema extends JsonSchemaKeywords<JsonSchema> {
  'x-type'?: string;
}

export type ParameterLocation = 'path' | 'query' | 'header';

export interface ExplorerParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

export interface ExplorerBody {
  kind: 'json' | 'multipart';
  required: boolean;
  schema: JsonSchema;
  examples: NamedExample[];
}

export interface ExplorerResponse {
  status: string;
  description: string;
  /** `application/json` or `application/problem+json`; absent for a response without a body. */
  mediaType?: string;
  /** Documented response headers with their example values. */
  headers: {name: string; example: string}[];
  examples: NamedExample[];
}

/** The credentials an operation accepts, as the reference's security schemes name them. */
export type CredentialScheme = 'apiKey' | 'accessToken';

export interface ExplorerOperation {
  /** `pools` for reference/rest/pools.openapi.yaml */
  api: string;
  operationId: string;
  method: string;
  /** The path template, `/pools/{poolId}/borrow`. */
  path: string;
  summary: string;
  /** Accepted credentials, any one of them; empty for a public endpoint. */
  security: CredentialScheme[];
  parameters: ExplorerParameter[];
  body?: ExplorerBody;
  responses: ExplorerResponse[];
  /**
   * The documented `VALIDATION_FAILED` problem the mock answers an invalid request with: the operation's own,
   * or the API's first one when the operation documents none.
   */
  validationProblem: {status: string; headers: {name: string; example: string}[]; value: Record<string, unknown>};
}

/** One of the validators the build generates with Ajv (its errors set after a failed check). */
export interface SchemaCheck {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** An operation's validators: one per parameter, in the order of `parameters`, and the body's. */
export interface OperationValidators {
  parameters: SchemaCheck[];
  body?: SchemaCheck;
}
