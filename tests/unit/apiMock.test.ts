import {beforeAll, describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {loadReference} from '@site/plugins/reference/load';
import {operations as documentOperations, sampleCredential} from '@site/plugins/reference/openapi/document';
import {dereference, explorerOperations} from '@site/plugins/reference/openapi/explorer';
import {exampleTexts, formFields} from '@site/src/lib/apiMock/fields';
import {mockResponse, successExample} from '@site/src/lib/apiMock/mock';
import {readForm} from '@site/src/lib/apiMock/request';
import {schemaProblems} from '@site/src/lib/apiMock/schemaProblems';
import type {ExplorerOperation, JsonSchema, OperationValidators, SchemaCheck} from '@site/src/lib/apiMock/types';
import type {Schema} from '@site/plugins/reference/openapi/types';
import {explorerValidators} from '../support/explorerValidators';

const bundle = loadReference();
const apis = bundle.rest.map((api) => ({api, operations: explorerOperations(api)}));
const operation = (api: string, operationId: string): ExplorerOperation =>
  apis.find((entry) => entry.api.id === api)!.operations.find((candidate) => candidate.operationId === operationId)!;

/** The borrow operation and the validators the build writes for it. */
const borrow = operation('pools', 'buildBorrow');
let borrowChecks: OperationValidators;
beforeAll(async () => {
  borrowChecks = await explorerValidators(borrow);
});

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
const ajvValid = (schema: JsonSchema, value: unknown) => ajv.validate(schema, value) as boolean;

/** Broken copies of an object example: each field removed, retyped, emptied or given a stranger. */
function brokenCopies(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [42, 'text', null];
  const record = value as Record<string, unknown>;
  return [
    ...Object.keys(record).flatMap((key) => {
      const {[key]: field, ...rest} = record;
      return [
        rest,
        {...rest, [key]: typeof field === 'string' ? 42 : 'text'},
        {...rest, [key]: ''},
        {...rest, [key]: -1},
        {...rest, [key]: [field]},
      ];
    }),
    {...record, notAField: true},
    {},
  ];
}

describe("the explorer's generated validators agree with Ajv and ajv-formats (the reference tests' validator)", () => {
  for (const {api, operations} of apis) {
    it(`on every request example of ${api.file} and on broken copies of them`, async () => {
      let compared = 0;
      const disagreements: string[] = [];
      const compare = (where: string, check: SchemaCheck, schema: JsonSchema, value: unknown) => {
        compared++;
        const problems = schemaProblems(check, schema, value);
        const mine = problems.length === 0;
        // A refused value always gets a reason the reader can act on.
        if (!mine && problems.some(({message}) => message.startsWith('Must match the schema')))
          disagreements.push(`${where} ${JSON.stringify(value)}: ${JSON.stringify(problems)}`);
        if (mine !== ajvValid(schema, value))
          disagreements.push(`${where} ${JSON.stringify(value)}: explorer says ${mine ? 'valid' : 'invalid'}`);
      };
      for (const op of operations) {
        const checks = await explorerValidators(op);
        op.parameters.forEach((parameter, index) => {
          if (parameter.example === undefined) return;
          const where = `${op.operationId} ${parameter.name}`;
          compare(where, checks.parameters[index]!, parameter.schema, parameter.example);
          for (const broken of ['', 'not valid', -1, 0, 1e9, true])
            compare(where, checks.parameters[index]!, parameter.schema, broken);
        });
        for (const example of op.body?.examples ?? []) {
          const where = `${op.operationId} "${example.name}"`;
          expect(schemaProblems(checks.body!, op.body!.schema, example.value), where).toEqual([]);
          for (const broken of brokenCopies(example.value))
            compare(`${op.operationId} body`, checks.body!, op.body!.schema, broken);
        }
      }
      expect(disagreements).toEqual([]);
      expect(compared).toBeGreaterThan(100);
    });
  }
});

describe('validation problems are named at their field', () => {
  const texts = exampleTexts(borrow, 'anaBorrows', '5f0c2a8e-3b7d-4e19-9a6c-1d2e3f4a5b6c');

  it('prefills every field from the named example and the parameter examples', () => {
    expect(texts).toEqual({
      'path:poolId': 'pool_01KVQ2D2V06G8J0K2M4P6R8T0V',
      'header:Idempotency-Key': '5f0c2a8e-3b7d-4e19-9a6c-1d2e3f4a5b6c',
      'body:account': '0x2E17A44b4873335eb3Df8601E18F137B14fDd765',
      'body:amount': '5000000000',
      'body:to': '',
    });
    expect(readForm(borrow, borrowChecks, texts).problems).toEqual([]);
  });

  it('reports a malformed amount at body:amount, a missing path parameter at path:poolId', () => {
    const {problems} = readForm(borrow, borrowChecks, {...texts, 'body:amount': '5,000 USDC', 'path:poolId': ''});
    expect(problems.map(({key, field}) => [key, field])).toEqual([
      ['path:poolId', 'poolId'],
      ['body:amount', 'amount'],
    ]);
    expect(problems[1]!.message).toMatch(/Amount/);
  });

  it('reports a missing required body field as Required at that field', () => {
    const {problems} = readForm(borrow, borrowChecks, {...texts, 'body:account': ''});
    expect(problems).toEqual([{key: 'body:account', field: 'account', message: 'Required.'}]);
  });

  it('gives every field of every operation a kind and a unique key', () => {
    for (const {operations} of apis) {
      for (const op of operations) {
        const keys = formFields(op).map((field) => field.key);
        expect(new Set(keys).size, op.operationId).toBe(keys.length);
      }
    }
  });
});

describe('the mock', () => {
  const texts = exampleTexts(borrow, 'anaBorrows', '5f0c2a8e-3b7d-4e19-9a6c-1d2e3f4a5b6c');

  it('answers a valid request with the first success example when no response example shares its name', () => {
    const {request, problems} = readForm(borrow, borrowChecks, texts);
    const response = mockResponse(borrow, request, problems, 'anaBorrows');
    expect(response.status).toBe(200);
    expect(response.statusText).toBe('OK');
    expect(response.headers).toContainEqual(['Content-Type', 'application/json']);
    expect(response.headers).toContainEqual(['X-Request-Id', 'req_01JG0Z8Y6X4W2V0T8S6R4Q2P0N']);
    expect(response.headers.map(([name]) => name)).not.toContain('Idempotent-Replayed');
    expect(response.body).toEqual(borrow.responses.find((r) => r.status === '200')!.examples[0]!.value);
  });

  it('answers with the success example named like the request example when there is one', () => {
    const named = apis
      .flatMap(({operations}) => operations)
      .flatMap((op) =>
        (op.body?.examples ?? []).flatMap((example) => {
          const match = op.responses
            .filter((response) => response.status.startsWith('2'))
            .flatMap((response) => response.examples)
            .find((candidate) => candidate.name === example.name);
          return match ? [{op, example, match}] : [];
        }),
      );
    expect(named.length, 'operations whose request and response examples share a name').toBeGreaterThan(0);
    for (const {op, example, match} of named) {
      expect(successExample(op, example.name)?.example, `${op.operationId} "${example.name}"`).toBe(match);
      expect(successExample(op, 'no such example')?.example).toBe(
        op.responses.find((response) => response.status.startsWith('2'))!.examples[0],
      );
    }
  });

  it('answers an invalid request with the documented VALIDATION_FAILED envelope, its errors at their fields', () => {
    const {request, problems} = readForm(borrow, borrowChecks, {...texts, 'body:amount': '-5'});
    const response = mockResponse(borrow, request, problems, 'anaBorrows');
    expect(response.status).toBe(400);
    expect(response.statusText).toBe('Bad Request');
    expect(response.headers[0]).toEqual(['Content-Type', 'application/problem+json']);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'https://docs.assetra.dev/docs/pools/back-end/backend-overview#validation-failed',
      title: 'Validation failed',
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request has 1 invalid field.',
      instance: '/pools/v1/pools/pool_01KVQ2D2V06G8J0K2M4P6R8T0V/borrow',
    });
    expect(body.errors).toEqual([{field: 'amount', message: problems[0]!.message}]);
    // The envelope is a valid Problem of the reference, as the build checks every documented one.
    const pools = bundle.rest.find((api) => api.id === 'pools')!.document;
    const problemSchema = {...pools.components!.schemas!.Problem!, components: pools.components};
    expect(ajv.validate(problemSchema, body), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('refuses to build a schema with a keyword its validators would not check', () => {
    const pools = bundle.rest.find((api) => api.id === 'pools')!.document;
    const schema = {type: 'object', properties: {amount: {type: 'number', multipleOf: 5}}};
    expect(() => dereference(pools, schema as Schema)).toThrow(/uses multipleOf, .*carry the keyword over/);
    const uuid = {type: 'string', format: 'uuid'};
    expect(() => dereference(pools, uuid as Schema)).toThrow(/format "uuid", .*explorerFormats/);
  });

  it('builds a schema whose other keywords only describe, or whose properties are named like keywords', () => {
    const pools = bundle.rest.find((api) => api.id === 'pools')!.document;
    const schema = {
      type: 'object',
      deprecated: true,
      example: {nullable: 'yes'},
      discriminator: {propertyName: 'kind'},
      'x-internal': true,
      properties: {nullable: {type: 'string'}, multipleOf: {type: 'number'}, file: {type: 'string', format: 'binary'}},
    };
    expect(Object.keys(dereference(pools, schema as Schema).properties!)).toEqual(['nullable', 'multipleOf', 'file']);
  });

  it('has a documented VALIDATION_FAILED problem and a success response for every operation', () => {
    for (const {operations} of apis) {
      for (const op of operations) {
        expect(op.validationProblem.value.code, op.operationId).toBe('VALIDATION_FAILED');
        expect(successExample(op), op.operationId).toBeDefined();
      }
    }
  });
});

describe('the Try it panel', () => {
  it("opens on the credential the page's samples send, such as a member's access token for GET /notifications", () => {
    const opened = apis.flatMap(({api, operations}) =>
      documentOperations(api.document).map((entry) => ({
        operationId: entry.operation.operationId,
        samples: sampleCredential(api.document, entry),
        panel: operations.find((op) => op.operationId === entry.operation.operationId)!.security[0],
      })),
    );
    expect(opened.filter(({samples}) => samples === 'accessToken').length).toBeGreaterThan(0);
    expect(opened.filter(({samples, panel}) => samples !== panel)).toEqual([]);
    expect(operation('assets', 'listNotifications').security[0]).toBe('accessToken');
  });
});
