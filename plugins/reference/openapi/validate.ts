import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {decodeFunctionData, erc20Abi, maxUint256, type Abi} from 'viem';
import {
  codeAnchor,
  contractFunctionsOf,
  examplesOf,
  operations,
  parametersOf,
  problemCodes,
  requestBodyOf,
  responsesOf,
  type OperationEntry,
} from './document';
import type {OpenApiDocument, Schema} from './types';

/** One example checked against its schema, for the counts in the closing figures. */
export interface CheckedExample {
  where: string;
  errors: string[];
}

function validatorFactory(doc: OpenApiDocument) {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  const cache = new Map<Schema, ValidateFunction>();
  // Local refs (#/components/...) resolve against a root that carries the document's components.
  return (schema: Schema): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile({...schema, components: doc.components});
      cache.set(schema, validate);
    }
    return validate;
  };
}

/** Every example in the document (schemas, parameters, request and response bodies) against its schema. */
export function checkExamples(doc: OpenApiDocument): CheckedExample[] {
  const validator = validatorFactory(doc);
  const checked: CheckedExample[] = [];
  const check = (where: string, schema: Schema | undefined, value: unknown) => {
    if (!schema) return checked.push({where, errors: ['has an example but no schema']});
    const validate = validator(schema);
    validate(value);
    return checked.push({
      where,
      errors: (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`),
    });
  };

  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    (schema.examples ?? []).forEach((value, index) => check(`schema ${name} example ${index + 1}`, schema, value));
  }
  for (const entry of operations(doc)) {
    const id = entry.operation.operationId;
    for (const parameter of parametersOf(doc, entry)) {
      if (parameter.example !== undefined)
        check(`${id} parameter ${parameter.name}`, parameter.schema, parameter.example);
    }
    for (const [mediaType, media] of Object.entries(requestBodyOf(doc, entry)?.content ?? {})) {
      for (const [name, example] of examplesOf(doc, media))
        check(`${id} request ${mediaType} "${name}"`, media.schema, example.value);
    }
    for (const [status, response] of responsesOf(doc, entry)) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        for (const [name, example] of examplesOf(doc, media))
          check(`${id} ${status} ${mediaType} "${name}"`, media.schema, example.value);
      }
    }
  }
  return checked;
}

interface ProblemExample {
  type?: string;
  status?: number;
  code?: string;
}

/** Problem examples agree with their response status, the code catalogue and the catalogue's anchors. */
export function problemExampleProblems(doc: OpenApiDocument, siteUrl: string): string[] {
  const codes = problemCodes(doc);
  const problems: string[] = [];
  const bases = new Set<string>();
  if (codes.size === 0) problems.push('components.schemas.ProblemCode lists no codes');
  for (const [code, {status, title, description}] of codes) {
    if (!Number.isInteger(status) || status < 400) problems.push(`ProblemCode ${code} needs x-http-status`);
    if (!title || !description) problems.push(`ProblemCode ${code} needs a title and a description`);
  }
  for (const entry of operations(doc)) {
    for (const [status, response] of responsesOf(doc, entry)) {
      const media = response.content?.['application/problem+json'];
      if (!media) continue;
      for (const [name, example] of examplesOf(doc, media)) {
        const value = example.value as ProblemExample;
        const where = `${entry.operation.operationId} ${status} "${name}"`;
        if (String(value.status) !== status) problems.push(`${where}: status ${value.status} in a ${status} response`);
        const code = codes.get(value.code ?? '');
        if (!code) problems.push(`${where}: code ${value.code} is not in ProblemCode`);
        else if (String(code.status) !== status)
          problems.push(`${where}: ${value.code} is documented as ${code.status}`);
        const [base, anchor] = (value.type ?? '').split('#');
        if (!base?.startsWith(`${siteUrl}/docs/`) || anchor !== codeAnchor(value.code ?? '')) {
          problems.push(`${where}: type must be <error catalogue page>#${codeAnchor(value.code ?? '')}`);
        }
        bases.add(base ?? '');
      }
    }
  }
  if (bases.size > 1)
    problems.push(`problem types point at ${bases.size} different catalogue pages: ${[...bases].join(', ')}`);
  return problems;
}

/** The catalogue page the problem `type` URIs point at (a site path such as /docs/pools/back-end/backend-overview). */
export function problemCataloguePath(doc: OpenApiDocument, siteUrl: string): string | undefined {
  for (const entry of operations(doc)) {
    for (const [, response] of responsesOf(doc, entry)) {
      for (const [, example] of examplesOf(doc, response.content?.['application/problem+json'])) {
        const type = (example.value as ProblemExample).type;
        if (type?.startsWith(siteUrl)) return type.slice(siteUrl.length).split('#')[0];
      }
    }
  }
  return undefined;
}

/** Structure the renderer relies on: one known tag, a summary, unique ids and SDK methods. */
export function structureProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const tags = new Set((doc.tags ?? []).map((tag) => tag.name));
  const ids = new Set<string>();
  const sdkMethods = new Set<string>();
  for (const {operation, method, path} of operations(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (!operation.operationId) problems.push(`${where}: missing operationId`);
    if (ids.has(operation.operationId)) problems.push(`${where}: duplicate operationId ${operation.operationId}`);
    ids.add(operation.operationId);
    if (operation.tags?.length !== 1 || !tags.has(operation.tags[0]))
      problems.push(`${where}: needs exactly one tag declared in tags`);
    if (!operation.summary || !operation.description) problems.push(`${where}: needs a summary and a description`);
    const sdk = operation['x-sdk-method'];
    if (sdk && sdkMethods.has(sdk)) problems.push(`${where}: x-sdk-method ${sdk} used twice`);
    if (sdk) sdkMethods.add(sdk);
  }
  return problems;
}

const toBigInt = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : value === 'max' ? maxUint256 : undefined;

/**
 * Transaction builders: the example response's calldata decodes with the documented contract ABI to the
 * documented function, and carries the request example's amount.
 */
export function calldataProblems(doc: OpenApiDocument, abis: Map<string, Abi>): {checked: number; problems: string[]} {
  const problems: string[] = [];
  let checked = 0;
  const known = new Map<string, Abi>([['IERC20', erc20Abi], ...abis]);
  for (const entry of operations(doc)) {
    const targets = contractFunctionsOf(entry.operation);
    if (targets.length === 0) continue;
    const unknown = targets.filter(([contract]) => !known.has(contract));
    if (unknown.length > 0) {
      for (const [contract] of unknown)
        problems.push(`${entry.operation.operationId}: x-contract-function names unknown contract ${contract}`);
      continue;
    }
    const request = firstRequestExample(doc, entry);
    for (const [status, response] of responsesOf(doc, entry)) {
      if (!status.startsWith('2')) continue;
      for (const [name, example] of examplesOf(doc, response.content?.['application/json'])) {
        const where = `${entry.operation.operationId} ${status} "${name}"`;
        const data = (example.value as {data?: `0x${string}`}).data;
        checked++;
        // The first named contract whose ABI decodes the data and names one of the documented functions.
        const decodedBy = targets
          .map(([contract, functionName]) => {
            try {
              const decoded = decodeFunctionData({abi: known.get(contract)!, data: data!});
              return decoded.functionName === functionName ? decoded : undefined;
            } catch {
              return undefined;
            }
          })
          .find((decoded) => decoded !== undefined);
        const documented = targets.map((target) => target.join('.')).join(' or ');
        try {
          const decoded = decodedBy ?? decodeFunctionData({abi: known.get(targets[0][0])!, data: data!});
          if (!decodedBy) problems.push(`${where}: data calls ${decoded.functionName}, documented as ${documented}`);
          const amount = toBigInt(request?.amount ?? request?.repayAmount);
          const args = JSON.stringify(decoded.args ?? [], (_key, value: unknown) =>
            typeof value === 'bigint' ? value.toString() : value,
          );
          if (amount !== undefined && !args.includes(`"${amount.toString()}"`))
            problems.push(`${where}: data does not carry the request's amount ${amount}`);
        } catch (error) {
          problems.push(
            `${where}: data does not decode with ${documented}: ${(error as Error).message.split('\n')[0]}`,
          );
        }
      }
    }
  }
  return {checked, problems};
}

function firstRequestExample(doc: OpenApiDocument, entry: OperationEntry): Record<string, unknown> | undefined {
  const media = requestBodyOf(doc, entry)?.content['application/json'];
  return examplesOf(doc, media)[0]?.[1].value as Record<string, unknown> | undefined;
}
