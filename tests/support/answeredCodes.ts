import {getNamedType, isInputObjectType, isObjectType, type GraphQLField} from 'graphql';
import {loadGraphql} from '@site/plugins/reference/load';
import {operations, parametersOf, type OperationEntry} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {everyEndpointProblemCodes} from '@site/src/data/conventions';
import {errorExampleCodes} from './errorExampleCodes';
import {errorsSentenceCodes} from './errorsSentence';

/**
 * The problem codes the reference gives REST operations (in their error examples) and GraphQL fields (in their
 * "Errors:" sentences), each with whether a page may leave it out: any endpoint may answer it, or it is the
 * not-found code of an id the request names.
 */

/** `assetId` → `ASSET_NOT_FOUND`: the code an unknown id answers. */
const notFoundOf = (name: string) => `${name.replace(/Id$/, '').replace(/[A-Z]/g, '_$&').toUpperCase()}_NOT_FOUND`;

/** A code the reference gives some operations: where, and whether a page may leave it out. */
export interface Answered {
  where: string[];
  /** Any endpoint may answer it, or it is the not-found code of an id the request names. */
  generic: boolean;
}

export type AnsweredCodes = Map<string, Answered>;

/** Whether `code` is the not-found code of one of `ids`: `POOL_NOT_FOUND`, or a product's `CP_POOL_NOT_FOUND`. */
const notFoundOfAny = (code: string, ids: Set<string>) => [...ids].some((id) => code === id || code.endsWith(`_${id}`));

function note(codes: AnsweredCodes, code: string, where: string, ids: Set<string>): void {
  const generic = everyEndpointProblemCodes.includes(code) || notFoundOfAny(code, ids);
  const known = codes.get(code);
  codes.set(code, {where: [...(known?.where ?? []), where], generic: generic && (known?.generic ?? true)});
}

/** Adds the codes the error examples of the chosen REST operations show, with the operations that show each. */
export function restCodes(
  codes: AnsweredCodes,
  document: OpenApiDocument,
  chosen: (entry: OperationEntry) => boolean,
): void {
  for (const entry of operations(document).filter(chosen)) {
    const pathIds = new Set(
      parametersOf(document, entry)
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => notFoundOf(parameter.name)),
    );
    for (const {status, code} of errorExampleCodes(document, entry))
      note(codes, code, `${entry.method.toUpperCase()} ${entry.path}`, status === '404' ? pathIds : new Set<string>());
  }
}

/**
 * The ids a field's arguments name, its input object's fields included, as their not-found codes. A bare `id` is the
 * id of a resource the field's name names: `markProposalExecuted(id:)` names a proposal.
 */
function argumentIds(field: GraphQLField<unknown, unknown>): Set<string> {
  const names = field.args.flatMap((argument) => {
    const type = getNamedType(argument.type);
    return [argument.name, ...(isInputObjectType(type) ? Object.keys(type.getFields()) : [])];
  });
  if (names.includes('id')) names.push(...field.name.split(/(?=[A-Z])/).map((word) => word.toLowerCase()));
  return new Set(names.map(notFoundOf));
}

export const graphqlApis = new Map(loadGraphql().map((api) => [api.id, api]));

/** A problem code in backticks: capitals with at least one underscore. */
const codePattern = /`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g;

/**
 * Every GraphQL problem code: those the "Errors:" sentences and the root types' descriptions name. A status
 * (`MIN_APR_NOT_MET`, a transaction's `NOT_FOUND`) or a role (`POOL_ADMIN_ROLE`) in a description is none.
 */
const graphqlProblemCodes = new Set(
  [...graphqlApis.values()].flatMap(({schema}) =>
    Object.values(schema.getTypeMap()).flatMap((type) => {
      if (!isObjectType(type) || type.name.startsWith('__')) return [];
      const root = [schema.getQueryType(), schema.getMutationType()].includes(type);
      const shared = root ? [...(type.description ?? '').matchAll(codePattern)].map(([, code]) => code!) : [];
      return [...shared, ...Object.values(type.getFields()).flatMap((field) => errorsSentenceCodes(field.description))];
    }),
  ),
);

/**
 * Adds the codes the chosen fields of one examples group name in their "Errors:" sentences, with the fields naming
 * each (`Mutation.createProposal` is chosen by `createProposal`).
 */
export function graphqlCodes(
  codes: AnsweredCodes,
  apiId: string,
  group: string,
  chosen: (fieldName: string) => boolean,
): void {
  const api = graphqlApis.get(apiId)!;
  for (const {field: name} of api.examples.groups.find((candidate) => candidate.id === group)!.operations) {
    const [typeName, fieldName] = name.split('.') as [string, string];
    if (!chosen(fieldName)) continue;
    const type = api.schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${name}: no such field`);
    const field = type.getFields()[fieldName]!;
    const ids = argumentIds(field);
    for (const code of errorsSentenceCodes(field.description)) note(codes, code, fieldName, ids);
    // The root type's description gives the builders of its resource (an asset, a pool: a builder that takes its id)
    // their shared codes; a builder of drafts answers `…_NOT_DRAFT` in place of `…_NOT_ACTIVE`.
    const shared = [...(type.description ?? '').matchAll(codePattern)].map(([, code]) => code!);
    const forDrafts = /`[A-Z]+_NOT_DRAFT`/.test(field.description ?? '');
    if (fieldName.startsWith('build') && shared.some((code) => code.endsWith('_NOT_FOUND') && notFoundOfAny(code, ids)))
      for (const code of shared)
        if (!code.endsWith(forDrafts ? '_NOT_ACTIVE' : '_NOT_DRAFT')) note(codes, code, fieldName, ids);
    // Codes the field's description names outside its "Errors:" sentence may be listed, but need not be.
    for (const [, code] of (field.description ?? '').matchAll(codePattern))
      if (graphqlProblemCodes.has(code!) && !codes.has(code!)) note(codes, code!, fieldName, new Set([code!]));
  }
}
