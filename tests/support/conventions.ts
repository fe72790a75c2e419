/**
 * Checks of reference/ against the platform conventions in src/data/conventions.ts. Each check returns the problems it
 * finds as "<file> <operation>: <what is wrong>", so a failing test names the place to fix; tests/unit/conventions*
 * run them on every file and on small broken documents, to prove each check can fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import {
  examplesOf,
  operations,
  parametersOf,
  problemCodes,
  codeAnchor,
  requestMediaOf,
  resolve,
  responsesOf,
  type OperationEntry,
} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';
import {buildReferenceSchema} from '@site/plugins/reference/graphql/schema';
import {parseExamples, type ExamplesFile} from '@site/plugins/reference/graphql/examples';
import {referenceFiles} from '@site/plugins/reference/paths';
import {
  apiKeys,
  enumCasing,
  errorEnvelope,
  idFormat,
  organisationRoles,
  pagination,
  requiredProblemCodes,
  restApisWithSignIn,
  sharedProblemCodes,
  signIn,
  transactionStatus,
} from '@site/src/data/conventions';
import {publishedNetworks} from '@site/src/data/networks';
import {repoRoot} from './paths';

const referenceDir = path.join(repoRoot, 'reference');

export interface RestFile {
  api: string;
  file: string;
  doc: OpenApiDocument;
}

export interface GraphqlFile {
  api: string;
  file: string;
  examplesFile: string;
  schema: GraphQLSchema;
  examples: ExamplesFile;
}

export const restFiles = (): RestFile[] =>
  referenceFiles('rest', '.openapi.yaml', referenceDir).map((file) => ({
    api: path.basename(file, '.openapi.yaml'),
    file: `reference/${file}`,
    doc: parseYaml(fs.readFileSync(path.join(referenceDir, file), 'utf8')) as OpenApiDocument,
  }));

export const graphqlFiles = (): GraphqlFile[] =>
  referenceFiles('graphql', '.graphql', referenceDir).map((file) => {
    const api = path.basename(file, '.graphql');
    const examplesFile = `graphql/${api}.examples.yaml`;
    return {
      api,
      file: `reference/${file}`,
      examplesFile: `reference/${examplesFile}`,
      schema: buildReferenceSchema(fs.readFileSync(path.join(referenceDir, file), 'utf8')),
      examples: parseExamples(fs.readFileSync(path.join(referenceDir, examplesFile), 'utf8'), examplesFile),
    };
  });

const where = (rest: RestFile, entry: OperationEntry) => `${rest.file} ${entry.operation.operationId}`;

/** Every named example value of an operation (parameters, request body, responses), with its status and media type. */
function operationExamples(
  rest: RestFile,
  entry: OperationEntry,
): {status?: string; mediaType?: string; value: unknown}[] {
  const found: {status?: string; mediaType?: string; value: unknown}[] = [];
  for (const parameter of parametersOf(rest.doc, entry)) {
    if (parameter.example !== undefined) found.push({value: parameter.example});
  }
  const request = requestMediaOf(rest.doc, entry);
  for (const [, example] of examplesOf(rest.doc, request?.media)) found.push({value: example.value});
  for (const [status, response] of responsesOf(rest.doc, entry)) {
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      for (const [, example] of examplesOf(rest.doc, media)) found.push({status, mediaType, value: example.value});
    }
  }
  return found;
}

// Error envelope and codes ------------------------------------------------------------------------------------------

export function errorProblems(rest: RestFile): string[] {
  const problems: string[] = [];
  const codes = problemCodes(rest.doc);
  for (const rule of sharedProblemCodes) {
    const declared = codes.get(rule.code);
    if (declared && declared.status !== rule.status) {
      problems.push(`${rest.file} ProblemCode: ${rule.code} is ${declared.status}, the conventions say ${rule.status}`);
    }
  }
  for (const code of requiredProblemCodes) {
    if (!codes.has(code)) problems.push(`${rest.file} ProblemCode: ${code} is missing; every API can answer it`);
  }
  for (const entry of operations(rest.doc)) {
    for (const [status, response] of responsesOf(rest.doc, entry)) {
      if (Number(status) < 400) continue;
      const mediaTypes = Object.keys(response.content ?? {});
      if (mediaTypes.some((type) => type !== errorEnvelope.mediaType)) {
        problems.push(`${where(rest, entry)}: ${status} is ${mediaTypes.join(', ')}, not ${errorEnvelope.mediaType}`);
      }
    }
    for (const {status, mediaType, value} of operationExamples(rest, entry)) {
      if (mediaType !== errorEnvelope.mediaType) continue;
      const problem = value as Record<string, unknown>;
      const code = String(problem.code);
      const missing = errorEnvelope.fields.filter((field) => !(field in problem));
      if (missing.length > 0) problems.push(`${where(rest, entry)}: ${code} example lacks ${missing.join(', ')}`);
      const declared = codes.get(code);
      if (!declared) problems.push(`${where(rest, entry)}: ${code} is not in ProblemCode`);
      else if (declared.status !== Number(status) || problem.status !== Number(status)) {
        problems.push(`${where(rest, entry)}: ${code} answers ${status}, ProblemCode says ${declared.status}`);
      }
      if (!String(problem.type).endsWith(`#${codeAnchor(code)}`)) {
        problems.push(`${where(rest, entry)}: ${code} example's type ${String(problem.type)} is not the code's anchor`);
      }
      if (code === 'FORBIDDEN' && /does not hold/.test(String(problem.detail))) {
        problems.push(`${where(rest, entry)}: a missing contract role is MISSING_ROLE, not FORBIDDEN`);
      }
    }
  }
  return problems;
}

// Enum casing -------------------------------------------------------------------------------------------------------

interface EnumSite {
  location: string;
  values: unknown[];
}

/** Every enum in the document, named by where it is: `PoolStatus`, `Template.features[]`, `listTokens role`. */
function restEnums(doc: OpenApiDocument): EnumSite[] {
  const sites: EnumSite[] = [];
  const visit = (schema: Schema | undefined, location: string, depth = 0): void => {
    if (!schema || typeof schema !== 'object' || depth > 12 || '$ref' in schema) return;
    if (Array.isArray(schema.enum)) sites.push({location, values: schema.enum});
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      visit(property, `${location}.${name}`, depth + 1);
    }
    if (schema.items) visit(schema.items as Schema, `${location}[]`, depth + 1);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      for (const branch of schema[key] ?? []) visit(branch as Schema, location, depth + 1);
    }
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) visit(schema, name);
  for (const entry of operations(doc)) {
    for (const parameter of entry.operation.parameters ?? []) {
      if ('$ref' in parameter) continue;
      visit(parameter.schema as Schema, `${entry.operation.operationId} ${parameter.name}`);
    }
  }
  for (const [name, parameter] of Object.entries(doc.components?.parameters ?? {})) {
    visit((parameter as {schema?: Schema}).schema, `parameter ${name}`);
  }
  return sites;
}

const identifierLocations = new Set(Object.keys(enumCasing.restIdentifierSchemas));

export function restEnumCasingProblems(rest: RestFile): string[] {
  return restEnums(rest.doc)
    .filter(({location}) => !identifierLocations.has(location))
    .flatMap(({location, values}) =>
      values
        .filter((value) => typeof value === 'string' && !enumCasing.pattern.test(value))
        .map((value) => `${rest.file} ${location}: enum value "${String(value)}" is not UPPER_SNAKE_CASE`),
    );
}

function unwrap(type: GraphQLType): GraphQLType {
  return isNonNullType(type) || isListType(type) ? unwrap(type.ofType) : type;
}

export function graphqlEnumCasingProblems(gql: GraphqlFile): string[] {
  return Object.values(gql.schema.getTypeMap())
    .filter((type) => isEnumType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      isEnumType(type)
        ? type
            .getValues()
            .filter((value) => !enumCasing.pattern.test(value.name))
            .map((value) => `${gql.file} enum ${type.name}: value ${value.name} is not UPPER_SNAKE_CASE`)
        : [],
    );
}

// Transaction status ------------------------------------------------------------------------------------------------

export function transactionStatusProblems(rest: RestFile): string[] {
  const problems: string[] = [];
  const entries = operations(rest.doc);
  const byHash = entries.filter((entry) => entry.path.includes('{hash}'));
  for (const entry of byHash) {
    if (entry.path !== transactionStatus.path) {
      problems.push(`${where(rest, entry)}: path ${entry.path}, the conventions say ${transactionStatus.path}`);
    }
    if (entry.operation.operationId !== transactionStatus.operationId) {
      problems.push(`${where(rest, entry)}: the transaction-status operation is ${transactionStatus.operationId}`);
    }
    const ok = responsesOf(rest.doc, entry).find(([status]) => status === '200')?.[1];
    const schema = resolve<Schema>(rest.doc, ok?.content?.['application/json']?.schema ?? {});
    const missing = transactionStatus.fields.filter((field) => !schema.required?.includes(field));
    if (missing.length > 0) problems.push(`${where(rest, entry)}: the response lacks ${missing.join(', ')}`);
    const statusSchema = resolve<Schema>(rest.doc, schema.properties?.status ?? {});
    if (JSON.stringify(statusSchema.enum) !== JSON.stringify(transactionStatus.states)) {
      problems.push(`${where(rest, entry)}: status is ${JSON.stringify(statusSchema.enum)}, not the shared states`);
    }
    const notFound = responsesOf(rest.doc, entry).find(([status]) => status === '404')?.[1];
    const codes = examplesOf(rest.doc, notFound?.content?.[errorEnvelope.mediaType]).map(
      ([, example]) => (example.value as {code?: string}).code,
    );
    if (!codes.includes(transactionStatus.notFoundCode)) {
      problems.push(`${where(rest, entry)}: 404 answers ${codes.join(', ')}, not ${transactionStatus.notFoundCode}`);
    }
  }
  const isProduct = (restApisWithSignIn as readonly string[]).includes(rest.api);
  if (isProduct && byHash.length !== 1) {
    problems.push(`${rest.file}: has ${byHash.length} transaction-status operations; a product API has exactly one`);
  }
  return problems;
}

// Sign-in, tokens and API keys ----------------------------------------------------------------------------------------

export function authProblems(rest: RestFile): string[] {
  const problems: string[] = [];
  const schemes = rest.doc.components?.securitySchemes ?? {};
  const apiKey = schemes.apiKey as {type?: string; in?: string; name?: string} | undefined;
  const accessToken = schemes.accessToken as {type?: string; scheme?: string; bearerFormat?: string} | undefined;
  if (apiKey?.type !== 'apiKey' || apiKey.in !== 'header' || apiKey.name !== apiKeys.header) {
    problems.push(`${rest.file} securitySchemes: apiKey is not the ${apiKeys.header} header`);
  }
  const bearer = signIn.accessTokenScheme;
  if (
    accessToken?.type !== 'http' ||
    accessToken.scheme !== bearer.scheme ||
    accessToken.bearerFormat !== bearer.bearerFormat
  ) {
    problems.push(`${rest.file} securitySchemes: accessToken is not an HTTP bearer JWT`);
  }
  const keyText = (schemes.apiKey as {description?: string} | undefined)?.description ?? '';
  for (const prefix of Object.values(apiKeys.prefixes)) {
    if (!keyText.includes(prefix))
      problems.push(`${rest.file} securitySchemes: apiKey does not say keys start ${prefix}`);
  }
  const scopes = resolve<Schema>(rest.doc, rest.doc.components?.schemas?.ApiKeyScope ?? {}).enum ?? [];
  const known = apiKeys.scopes.map((rule) => rule.scope as string);
  for (const scope of scopes) {
    if (!known.includes(String(scope)))
      problems.push(`${rest.file} ApiKeyScope: "${String(scope)}" is no shared scope`);
  }

  const roles = resolve<Schema>(rest.doc, rest.doc.components?.schemas?.OrganizationRole ?? {}).enum;
  if (roles && JSON.stringify([...roles].sort()) !== JSON.stringify(organisationRoles.map(({role}) => role).sort())) {
    problems.push(`${rest.file} OrganizationRole: ${roles.join(', ')} are not the organisation roles`);
  }

  const entries = operations(rest.doc);
  const refreshNames = new Set(['refreshAccessToken', 'refreshToken', 'refreshSession']);
  for (const entry of entries) {
    const id = entry.operation.operationId;
    if (refreshNames.has(id) && id !== signIn.operations.rest.refresh) {
      problems.push(`${where(rest, entry)}: the refresh operation is ${signIn.operations.rest.refresh}`);
    }
  }
  if (!(restApisWithSignIn as readonly string[]).includes(rest.api)) return problems;

  const expected: [method: string, path: string, operationId: string][] = [
    ['post', signIn.restPaths.nonce, signIn.operations.rest.nonce],
    ['post', signIn.restPaths.verify, signIn.operations.rest.verify],
    ['post', signIn.restPaths.refresh, signIn.operations.rest.refresh],
    ['get', signIn.restPaths.session, signIn.operations.rest.session],
    ['delete', signIn.restPaths.session, signIn.operations.rest.signOut],
  ];
  for (const [method, route, operationId] of expected) {
    const entry = entries.find((candidate) => candidate.method === method && candidate.path === route);
    if (!entry) problems.push(`${rest.file}: ${method.toUpperCase()} ${route} (${operationId}) is missing`);
    else if (entry.operation.operationId !== operationId) {
      problems.push(`${where(rest, entry)}: ${method.toUpperCase()} ${route} is ${operationId}`);
    }
  }
  for (const entry of entries.filter((candidate) =>
    [signIn.restPaths.verify, signIn.restPaths.refresh].includes(candidate.path as '/auth/verify'),
  )) {
    if (entry.path === signIn.restPaths.refresh && (entry.operation.security ?? rest.doc.security)?.length !== 0) {
      problems.push(`${where(rest, entry)}: refreshing takes the refresh token alone (security: [])`);
    }
    for (const {status, value} of operationExamples(rest, entry)) {
      if (status !== '200') continue;
      const tokens = value as {expiresIn?: number; refreshToken?: string; refreshExpiresIn?: number};
      if (tokens.expiresIn !== signIn.accessTokenLifetimeSeconds) {
        problems.push(`${where(rest, entry)}: expiresIn ${tokens.expiresIn}, not ${signIn.accessTokenLifetimeSeconds}`);
      }
      if (!tokens.refreshToken?.startsWith(signIn.refreshTokenPrefix)) {
        problems.push(`${where(rest, entry)}: the response carries no refresh token`);
      }
      if (tokens.refreshExpiresIn !== signIn.refreshTokenLifetimeSeconds) {
        problems.push(`${where(rest, entry)}: refreshExpiresIn ${tokens.refreshExpiresIn}, not 30 days`);
      }
    }
  }
  return problems;
}

export function graphqlAuthProblems(gql: GraphqlFile): string[] {
  const problems: string[] = [];
  const mutations = gql.schema.getMutationType()?.getFields() ?? {};
  for (const name of Object.values(signIn.operations.graphql)) {
    if (!mutations[name]) problems.push(`${gql.file} Mutation.${name}: missing`);
  }
  for (const name of Object.keys(mutations)) {
    if (/^refresh/.test(name) && name !== signIn.operations.graphql.refresh) {
      problems.push(`${gql.file} Mutation.${name}: the refresh mutation is ${signIn.operations.graphql.refresh}`);
    }
  }
  const refresh = mutations[signIn.operations.graphql.refresh];
  if (refresh && refresh.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join() !== 'refreshToken: String!') {
    problems.push(`${gql.file} Mutation.${refresh.name}: takes refreshToken: String! and nothing else`);
  }
  const result = gql.schema.getType('SignInResult');
  const fields = isObjectType(result) ? Object.keys(result.getFields()) : [];
  for (const field of ['accessToken', 'expiresIn', 'refreshToken', 'refreshExpiresIn']) {
    if (!fields.includes(field)) problems.push(`${gql.file} SignInResult: lacks ${field}`);
  }
  return problems;
}

// Pagination --------------------------------------------------------------------------------------------------------

const offsetNames = /^(page|pageSize|page_size|per_page|perPage|offset|skip|take|size)$/;

export function paginationProblems(rest: RestFile): string[] {
  const problems: string[] = [];
  for (const entry of operations(rest.doc)) {
    const parameters = parametersOf(rest.doc, entry);
    for (const parameter of parameters) {
      if (offsetNames.test(parameter.name)) {
        problems.push(`${where(rest, entry)}: parameter ${parameter.name}; lists use limit and cursor`);
      }
    }
    const ok = responsesOf(rest.doc, entry).find(([status]) => status === '200')?.[1];
    const schema = resolve<Schema>(rest.doc, ok?.content?.['application/json']?.schema ?? {});
    const isList = pagination.rest.next in (schema.properties ?? {});
    if (!isList) continue;
    const names = parameters.map((parameter) => parameter.name);
    for (const name of [pagination.rest.limit, pagination.rest.cursor]) {
      if (!names.includes(name)) problems.push(`${where(rest, entry)}: a list without the ${name} parameter`);
    }
    if (!schema.required?.includes(pagination.rest.items) || !schema.required.includes(pagination.rest.next)) {
      problems.push(`${where(rest, entry)}: a list page has ${pagination.rest.items} and ${pagination.rest.next}`);
    }
    const limit = parameters.find((parameter) => parameter.name === pagination.rest.limit);
    const limitSchema = limit ? resolve<Schema>(rest.doc, limit.schema ?? {}) : undefined;
    if (
      limitSchema &&
      (limitSchema.default !== pagination.rest.defaultLimit ||
        limitSchema.maximum !== pagination.rest.maxLimit ||
        limitSchema.minimum !== 1)
    ) {
      problems.push(`${where(rest, entry)}: limit is not 1 to ${pagination.rest.maxLimit}, default 20`);
    }
  }
  return problems;
}

export function graphqlPaginationProblems(gql: GraphqlFile): string[] {
  const problems: string[] = [];
  for (const type of Object.values(gql.schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      const names = field.args.map((arg) => arg.name);
      for (const name of names.filter((candidate) => offsetNames.test(candidate) || candidate === 'limit')) {
        problems.push(`${gql.file} ${type.name}.${field.name}: argument ${name}; lists use first and after`);
      }
      const returns = unwrap(field.type);
      const isConnection = isObjectType(returns) && 'pageInfo' in returns.getFields();
      if (isConnection && !(names.includes(pagination.graphql.first) && names.includes(pagination.graphql.after))) {
        problems.push(`${gql.file} ${type.name}.${field.name}: a connection without first and after`);
      }
    }
  }
  return problems;
}

// Ids ---------------------------------------------------------------------------------------------------------------

/** Id prefixes the reference declares: OpenAPI patterns `^ast_…{26}$`. */
export function idPrefixes(files: RestFile[]): Set<string> {
  const prefixes = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const pattern = (node as {pattern?: unknown}).pattern;
    const match = typeof pattern === 'string' ? /^\^\(?([a-z]+)_.*\{26\}/.exec(pattern) : null;
    if (match) prefixes.add(match[1]!);
    Object.values(node).forEach(visit);
  };
  files.forEach((rest) => visit(rest.doc.components));
  return prefixes;
}

export function idPatternProblems(rest: RestFile): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, location: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${location}[${index}]`));
    if (!node || typeof node !== 'object') return;
    const pattern = (node as {pattern?: unknown}).pattern;
    const match = typeof pattern === 'string' ? /^\^([a-z]+)_\[[^\]]*\]\{26\}\$$/.exec(pattern) : null;
    if (match && pattern !== idFormat.pattern(match[1]!)) {
      problems.push(`${rest.file} ${location}: id pattern ${String(pattern)} is not ${idFormat.pattern(match[1]!)}`);
    }
    for (const [key, value] of Object.entries(node)) visit(value, location ? `${location}.${key}` : key);
  };
  visit(rest.doc.components, 'components');
  return problems;
}

/** Every string inside a value, with the key path that leads to it. */
function strings(value: unknown, at = ''): [at: string, text: string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

function badIds(value: unknown, prefixes: Set<string>): string[] {
  const candidate = new RegExp(`\\b(${[...prefixes].join('|')})_([0-9A-Za-z]{20,})\\b`, 'g');
  return strings(value).flatMap(([at, text]) =>
    [...text.matchAll(candidate)]
      .filter(([, , ulid]) => !idFormat.ulid.test(ulid!))
      .map(([id]) => `${at || 'value'} ${id}`),
  );
}

export function restExampleIdProblems(rest: RestFile, prefixes: Set<string>): string[] {
  return operations(rest.doc).flatMap((entry) =>
    operationExamples(rest, entry).flatMap(({value}) =>
      badIds(value, prefixes).map((bad) => `${where(rest, entry)}: ${bad} is not a prefix and a ULID`),
    ),
  );
}

export function graphqlExampleIdProblems(gql: GraphqlFile, prefixes: Set<string>): string[] {
  return gql.examples.groups.flatMap((group) =>
    group.operations.flatMap((example) =>
      badIds({variables: example.variables, response: example.response}, prefixes).map(
        (bad) => `${gql.examplesFile} ${example.field}: ${bad} is not a prefix and a ULID`,
      ),
    ),
  );
}

// Confirmations -----------------------------------------------------------------------------------------------------

const confirmationsByChain = new Map(
  publishedNetworks().flatMap((network) => [
    [network.mainnet.chainId, network.finality.confirmations],
    [network.testnet.chainId, network.finality.confirmations],
  ]),
);

/** Objects with a chainId and a requiredConfirmations must carry the network's number from src/data/networks. */
function confirmationProblems(value: unknown, at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => confirmationProblems(item, at));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.requiredConfirmations === 'number' && typeof record.chainId === 'number'
      ? record.requiredConfirmations === confirmationsByChain.get(record.chainId)
        ? []
        : [
            `${at}: chain ${record.chainId} requires ${confirmationsByChain.get(record.chainId)} confirmations, ` +
              `not ${record.requiredConfirmations}`,
          ]
      : [];
  return [...own, ...Object.values(record).flatMap((item) => confirmationProblems(item, at))];
}

export function restConfirmationProblems(rest: RestFile): string[] {
  return operations(rest.doc).flatMap((entry) =>
    operationExamples(rest, entry).flatMap(({value}) => confirmationProblems(value, where(rest, entry))),
  );
}

export function graphqlConfirmationProblems(gql: GraphqlFile): string[] {
  return gql.examples.groups.flatMap((group) =>
    group.operations.flatMap((example) =>
      confirmationProblems(example.response, `${gql.examplesFile} ${example.field}`),
    ),
  );
}

/** GraphQL transaction status: the same fields and states as REST. */
export function graphqlTransactionStatusProblems(gql: GraphqlFile): string[] {
  const field = gql.schema.getQueryType()?.getFields().transactionStatus;
  if (!field) return [];
  const type = unwrap(field.type);
  if (!isObjectType(type)) return [`${gql.file} Query.transactionStatus: does not return an object`];
  const fields = type.getFields();
  const problems = transactionStatus.fields
    .filter((name) => !fields[name])
    .map((name) => `${gql.file} Query.transactionStatus: ${type.name} lacks ${name}`);
  const status = fields.status ? unwrap(fields.status.type) : undefined;
  const states = isEnumType(status) ? status.getValues().map((value) => value.name) : [];
  if (JSON.stringify(states) !== JSON.stringify(transactionStatus.states)) {
    problems.push(`${gql.file} Query.transactionStatus: status is ${states.join(', ')}, not the shared states`);
  }
  return problems;
}

/** GraphQL descriptions that name a code: a missing contract role is MISSING_ROLE there too. */
export function graphqlErrorCodeProblems(gql: GraphqlFile): string[] {
  const problems: string[] = [];
  const describe = (name: string, description: string | null | undefined) => {
    if (description && /`FORBIDDEN` when `account` lacks/.test(description)) {
      problems.push(`${gql.file} ${name}: a missing contract role is MISSING_ROLE`);
    }
  };
  for (const root of [gql.schema.getQueryType(), gql.schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {}))
      describe(`${root!.name}.${field.name}`, field.description);
  }
  return problems;
}
