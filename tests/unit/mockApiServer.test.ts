import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {apiBasePath} from '@site/plugins/reference/openapi/samples/request';
import {exampleTexts} from '@site/src/lib/apiMock/fields';
import {mockResponse} from '@site/src/lib/apiMock/mock';
import {checkRequest, readForm} from '@site/src/lib/apiMock/request';
import {schemaProblems} from '@site/src/lib/apiMock/schemaProblems';
import type {JsonSchema} from '@site/src/lib/apiMock/types';
import {explorerValidators, importValidators} from '../support/explorerValidators';
import {credentialProblem} from '../support/mockApi/readRequest';
import {mockRoutes} from '../support/mockApi/routes';
import {startMockApi, type MockApi} from '../support/mockApi/server';
import {closedSchema} from '../support/mockApi/validators';

/** The samples' and tutorials' mock server answers as the explorer's mock does, from the same module. */

const rest = loadReference().rest;
const pools = rest.find((api) => api.id === 'pools')!;
const assets = rest.find((api) => api.id === 'assets')!;
const routeOf = (operationId: string) => mockRoutes(rest).find((r) => r.operation.operationId === operationId)!;
const credentials = {apiKeys: ['ak_test_mock'], accessTokens: ['at_test_mock']};

let mock: MockApi;
beforeAll(async () => {
  mock = await startMockApi(rest, {credentials});
});
afterAll(() => mock.close());

/** Sends a request as a sample would, with the test's API key. */
async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${mock.url}${path}`, {
    ...init,
    headers: {'X-API-Key': 'ak_test_mock', ...(init.body ? {'Content-Type': 'application/json'} : {}), ...init.headers},
  });
  return {status: response.status, headers: response.headers, body: await response.json()};
}

describe('the mock server', () => {
  const borrow = routeOf('buildBorrow');
  const texts = exampleTexts(borrow.operation, 'anaBorrows', '5f0c2a8e-3b7d-4e19-9a6c-1d2e3f4a5b6c');
  const borrowPath = `${apiBasePath(pools.document)}${borrow.operation.path.replace('{poolId}', texts['path:poolId']!)}`;
  const borrowBody = {
    ...(borrow.operation.body!.examples.find((example) => example.name === 'anaBorrows')!.value as Record<
      string,
      unknown
    >),
  };
  const post = (body: unknown) =>
    send(borrowPath, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {'Idempotency-Key': texts['header:Idempotency-Key']!},
    });

  it("answers a valid request with the explorer's answer: the success example and the documented headers", async () => {
    const validators = await explorerValidators(borrow.operation);
    const {request, problems} = readForm(borrow.operation, validators, texts);
    const expected = mockResponse(borrow.operation, request, problems);
    const answered = await post(borrowBody);
    expect(answered.status).toBe(expected.status);
    expect(answered.body).toEqual(expected.body);
    for (const [name, value] of expected.headers) expect(answered.headers.get(name), name).toBe(value);
    expect(mock.calls.at(-1)).toMatchObject({operation: 'pools:buildBorrow', problems: []});
  });

  it("refuses an invalid field with the operation's VALIDATION_FAILED problem, as the explorer words it", async () => {
    const validators = await explorerValidators(borrow.operation);
    const inForm = readForm(borrow.operation, validators, {...texts, 'body:amount': '-5'});
    const answered = await post({...borrowBody, amount: '-5'});
    expect(answered.status).toBe(400);
    expect(answered.headers.get('content-type')).toBe('application/problem+json');
    expect(answered.body).toMatchObject({code: 'VALIDATION_FAILED', detail: 'The request has 1 invalid field.'});
    expect(answered.body.errors).toEqual(inForm.problems.map(({field, message}) => ({field, message})));
    expect(mock.calls.at(-1)!.problems).toEqual([`body field "amount": ${inForm.problems[0]!.message}`]);
  });

  it('refuses a field the schema does not define, as the explorer does where the reference closes the object', async () => {
    const misspelt = {...borrowBody, amout: borrowBody.amount};
    const inExplorer = checkRequest(borrow.operation, await explorerValidators(borrow.operation), {
      parameters: new Map([
        ['path:poolId', texts['path:poolId']],
        ['header:Idempotency-Key', texts['header:Idempotency-Key']],
      ]),
      body: misspelt,
      problems: [],
    });
    const answered = await post(misspelt);
    expect(answered.body.errors).toEqual([{field: 'amout', message: 'Is not a documented field.'}]);
    expect(inExplorer.problems.map(({field, message}) => ({field, message}))).toEqual(answered.body.errors);
    expect(mock.calls.at(-1)!.problems).toEqual(['body field "amout": Is not a documented field.']);
  });

  it('refuses it too in an object the reference leaves open, which the explorer accepts', async () => {
    const route = routeOf('buildSetRiskParameters');
    const example = route.operation.body!.examples[0]!.value as {riskParameters: Record<string, unknown>};
    const body = {...example, riskParameters: {...example.riskParameters, maxLtv: 6000}};
    const poolId = route.operation.parameters.find(({name}) => name === 'poolId')!.example as string;
    const inExplorer = checkRequest(route.operation, await explorerValidators(route.operation), {
      parameters: new Map([['path:poolId', poolId]]),
      body,
      problems: [],
    });
    expect(inExplorer.problems.filter(({key}) => key.startsWith('body'))).toEqual([]);
    await send(`${apiBasePath(pools.document)}${route.operation.path.replace('{poolId}', poolId)}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {'Idempotency-Key': texts['header:Idempotency-Key']!},
    });
    expect(mock.calls.at(-1)!.problems).toEqual(['body field "riskParameters.maxLtv": Is not a documented field.']);
  });

  it('refuses what a form cannot send wrong with its own problem: the credential and an undocumented parameter', async () => {
    const answered = await send(`${borrowPath}?dryRun=true`, {
      method: 'POST',
      body: JSON.stringify(borrowBody),
      headers: {'X-API-Key': 'ak_live_wrong', 'Idempotency-Key': texts['header:Idempotency-Key']!},
    });
    expect(answered.status).toBe(400);
    expect(answered.body.code).toBe('MOCK_REQUEST_INVALID');
    expect(mock.calls.at(-1)!.problems).toEqual([
      'sent X-API-Key "ak_live_wrong"; the operation takes apiKey or accessToken from the environment',
      'query parameter "dryRun" is not documented',
    ]);
  });

  it('takes an access token only as "Authorization: Bearer <token>", and only where the operation takes one', () => {
    const bearer = (authorization: string) => credentialProblem(['accessToken'], {authorization}, credentials);
    expect(bearer('Bearer at_test_mock')).toBeUndefined();
    expect(bearer('at_test_mock')).toBe(
      'sent Authorization "at_test_mock"; the operation takes accessToken from the environment',
    );
    expect(bearer('Bearer ak_test_mock')).toMatch(/^sent Authorization "Bearer ak_test_mock"/);
    expect(credentialProblem(['apiKey'], {authorization: 'Bearer at_test_mock'}, credentials)).toMatch(
      /the operation takes apiKey from/,
    );
    expect(credentialProblem([], {}, credentials)).toBeUndefined();
  });

  it("reads a parameter's text by its field's kind, as the form does", async () => {
    const list = `${apiBasePath(assets.document)}/notifications`;
    await send(`${list}?limit=many&unread=yes`);
    expect(mock.calls.at(-1)!.problems).toEqual([
      'query parameter "limit": Must be a number.',
      'query parameter "unread": Must be true or false.',
    ]);
    await send(`${list}?limit=500`);
    expect(mock.calls.at(-1)!.problems).toEqual(['query parameter "limit": Must be 100 or less.']);
    // Decimal notation only; and an empty value was sent, so its schema judges it (the form reads empty as left out).
    await send(`${list}?limit=1e1&unread=`);
    expect(mock.calls.at(-1)!.problems).toEqual([
      'query parameter "limit": Must be a number.',
      'query parameter "unread": Must be boolean.',
    ]);
  });

  it("reads a form's parts: a file with an accepted media type, text fields by their kind, nothing twice", async () => {
    const upload = (parts: [name: string, value: string | Blob, fileName?: string][]) => {
      const form = new FormData();
      for (const [name, value, fileName] of parts)
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, fileName);
      return fetch(`${mock.url}${apiBasePath(assets.document)}/files`, {
        method: 'POST',
        body: form,
        headers: {'X-API-Key': 'ak_test_mock', 'Idempotency-Key': texts['header:Idempotency-Key']!},
      });
    };
    const pdf = new Blob(['%PDF-1.7'], {type: 'application/pdf'});
    expect((await upload([['file', pdf, 'deed.pdf']])).status).toBe(201);
    expect(mock.calls.at(-1)!.problems).toEqual([]);
    await upload([
      ['file', new Blob(['MZ'], {type: 'application/x-msdownload'}), 'setup.exe'],
      ['name', 'deed.pdf'],
      ['name', 'again.pdf'],
      ['nmae', 'deed.pdf'],
    ]);
    expect(mock.calls.at(-1)!.problems).toEqual([
      expect.stringMatching(
        /^file part "file" has media type "application\/x-msdownload", not one of application\/pdf/,
      ),
      'part "name" is sent more than once',
      'body field "nmae": Is not a documented field.',
    ]);
    await upload([['file', 'not a file']]);
    expect(mock.calls.at(-1)!.problems).toEqual(['part "file" must be a file']);
  });

  it('answers a request that follows a cursor with the last page, so a loop over pages ends', async () => {
    const list = `${apiBasePath(assets.document)}/assets`;
    const first = await send(list);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const last = await send(`${list}?cursor=${encodeURIComponent(first.body.nextCursor as string)}`);
    expect(last.body).toMatchObject({data: [], nextCursor: null});
    await send(`${list}?cursor=`);
    expect(mock.calls.at(-1)!.problems).toEqual(['query parameter "cursor": Must not be empty.']);
  });
});

describe('closedSchema', () => {
  /** The generated validator of a schema once closed, as the mock server runs it. */
  async function closedCheck(schema: JsonSchema) {
    const closed = closedSchema(schema);
    const {check} = await importValidators({check: closed});
    return (value: unknown) => check!(value);
  }

  it('refuses what an object does not name, and accepts what its allOf parts name together', async () => {
    const check = await closedCheck({
      allOf: [
        {type: 'object', properties: {id: {type: 'string'}}},
        {type: 'object', properties: {terms: {type: 'object', properties: {rent: {type: 'string'}}}}},
      ],
    });
    expect(check({id: 'a', terms: {rent: '1'}})).toBe(true);
    expect(check({id: 'a', zzz: 1})).toBe(false);
    expect(check({id: 'a', terms: {rent: '1', zzz: 1}})).toBe(false);
  });

  it("counts the properties of the oneOf branch that passes, beside the object's own", async () => {
    const check = await closedCheck({
      type: 'object',
      properties: {kind: {type: 'string'}},
      oneOf: [
        {properties: {a: {type: 'number'}}, required: ['a']},
        {properties: {b: {type: 'number'}}, required: ['b']},
      ],
    });
    expect(check({kind: 'x', a: 1})).toBe(true);
    expect(check({kind: 'x', a: 1, zzz: 1})).toBe(false);
  });

  it('closes the objects of an array and of a map, and leaves a branch that stands for a recursive type open', async () => {
    const check = await closedCheck({
      type: 'object',
      properties: {
        holders: {type: 'array', items: {type: 'object', properties: {address: {type: 'string'}}}},
        byName: {type: 'object', additionalProperties: {type: 'object', properties: {rent: {type: 'string'}}}},
        next: {type: 'object', properties: {id: {type: 'string'}}, anyOf: [{'x-type': 'Node'}, {required: ['id']}]},
      },
    });
    expect(check({holders: [{address: '0x1'}], byName: {a: {rent: '1'}}, next: {id: 'n', child: {}}})).toBe(true);
    expect(check({holders: [{address: '0x1', zzz: 1}]})).toBe(false);
    expect(check({byName: {a: {rent: '1', zzz: 1}}})).toBe(false);
  });

  it("names a failed branch's problem, not every property of the object as undocumented", async () => {
    const schema = closedSchema({
      type: 'object',
      properties: {kind: {type: 'string'}},
      oneOf: [
        {properties: {a: {type: 'number'}}, required: ['a']},
        {properties: {b: {type: 'number'}}, required: ['b']},
      ],
    });
    const {check} = await importValidators({check: schema});
    const problems = schemaProblems(check!, schema, {kind: 'x', a: 'text'});
    expect(problems.map(({message}) => message)).not.toContain('Is not a documented field.');
    expect(problems.length).toBeGreaterThan(0);
  });

  it('leaves an object that says what it does with other properties as it is', async () => {
    const check = await closedCheck({
      type: 'object',
      properties: {metadata: {type: 'object', properties: {name: {type: 'string'}}, additionalProperties: true}},
    });
    expect(check({metadata: {name: 'a', anything: 1}})).toBe(true);
    expect(check({metadata: {}, zzz: 1})).toBe(false);
  });
});
