/** The parts of OpenAPI 3.1 the reference pages read. */

import type {JsonSchemaKeywords} from '../../../src/lib/jsonSchemaKeywords';

export interface Reference {
  $ref: string;
  description?: string;
  summary?: string;
}

/** JSON Schema 2020-12, as OpenAPI 3.1 embeds it. */
export interface Schema extends JsonSchemaKeywords<Schema> {
  $ref?: string;
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
}

export interface Example {
  summary?: string;
  description?: string;
  value: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
  /** Per multipart part: `contentType` lists the media types the part may have. */
  encoding?: Record<string, {contentType?: string}>;
}

export interface Header {
  description?: string;
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType>;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
export const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses: Record<string, Response | Reference>;
  security?: SecurityRequirement[];
  'x-sdk-method'?: string;
  /** The credential the samples send when an operation accepts both: its examples show what that credential sees. */
  'x-sample-credential'?: 'apiKey' | 'accessToken';
  /** `Contract.function` the built transaction calls; every function it may encode when a builder serves several. */
  'x-contract-function'?: string | string[];
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & {parameters?: (Parameter | Reference)[]};

export interface SecurityScheme {
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  name?: string;
  in?: string;
  scheme?: string;
  bearerFormat?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string};
  servers?: {url: string; description?: string}[];
  security?: SecurityRequirement[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    headers?: Record<string, Header>;
    examples?: Record<string, Example>;
    requestBodies?: Record<string, RequestBody>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}
