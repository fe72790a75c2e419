import {getEnvironment} from '../../../src/data/platform';
import {siteUrl} from '../../../src/data/site';
import {statusText} from '../../../src/lib/apiMock/statusText';
import type {RenderContext} from '../context';
import {restAnchor} from '../items';
import type {RestApi} from '../load';
import {
  code,
  codeBlock,
  heading,
  inlineMarkdown,
  jsxFlow,
  jsxText,
  link,
  markdown,
  paragraph,
  strong,
  table,
  text,
  type Block,
  type Inline,
} from '../../support/mdast';
import {kebab} from '../anchors';
import {
  contractFunctionsOf,
  examplesOf,
  parametersOf,
  requestMediaOf,
  requestSchemaOf,
  responsesOf,
  securityOf,
  type OperationEntry,
} from './document';
import {fieldRows, typeLabel, withSchemaNotes} from './schemaView';
import {insomniaFile, postmanFile} from './collections/requests';
import {operationSamples, sampleTabsGroup} from './samples';
import {sampleVariables} from './samples/request';
import type {OpenApiDocument, Response} from './types';
import {qualifiedMethod} from '../sdk/model';
import {referenceComponents} from '../components';

const schemeNames: Record<string, Inline[]> = {
  apiKey: [text('API key in '), code('X-API-Key')],
  accessToken: [text('access token in '), code('Authorization: Bearer')],
};

function authentication(doc: OpenApiDocument, entry: OperationEntry): Inline[] {
  const schemes = securityOf(doc, entry);
  if (schemes.length === 0) return [text('None. This endpoint is public.')];
  const parts = schemes.map((scheme) => schemeNames[scheme] ?? [code(scheme)]);
  const sentence = parts.flatMap((part, index) => (index === 0 ? part : [text(' or '), ...part]));
  const [first, ...rest] = sentence;
  return first?.type === 'text'
    ? [text(first.value[0].toUpperCase() + first.value.slice(1)), ...rest, text('.')]
    : [...sentence, text('.')];
}

function facts(context: RenderContext, api: RestApi, entry: OperationEntry): Block {
  const items: Inline[][] = [[strong(text('Authentication:')), text(' '), ...authentication(api.document, entry)]];
  const method = entry.operation['x-sdk-method'];
  if (method) {
    const target = context.linkTo('sdk-method', `${api.id}:${method}`);
    const name = code(`${qualifiedMethod(api.id, method)}()`);
    items.push([strong(text('SDK:')), text(' '), target ? link(target, name) : name]);
  }
  const calls = contractFunctionsOf(entry.operation).map(([contract, fn], index): Inline[] => {
    const source = context.bundle.sources.find((candidate) => candidate.contracts.some((c) => c.name === contract));
    const target = source && context.linkTo('contract-function', `${source.file}:${contract}.${fn}`);
    const name = code(`${fn}()`);
    return [
      ...(index > 0 ? [text(' or ')] : []),
      target ? link(target, name) : name,
      text(` on ${contract === 'IERC20' ? 'the token contract' : contract}`),
    ];
  });
  if (calls.length > 0) items.push([strong(text('Signs:')), text(' a call to '), ...calls.flat(), text('.')]);
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
  };
}

function parameterTable(doc: OpenApiDocument, entry: OperationEntry, id: string): Block[] {
  const parameters = parametersOf(doc, entry);
  if (parameters.length === 0) return [];
  return [
    heading(4, `${id}-parameters`, text('Parameters')),
    table(
      ['Name', 'In', 'Type', 'Required', 'Description'],
      parameters.map((parameter) => [
        [code(parameter.name)],
        parameter.in,
        [code(parameter.schema ? typeLabel(doc, parameter.schema) : 'string')],
        parameter.required ? 'Yes' : 'No',
        inlineMarkdown(withSchemaNotes(doc, parameter.description ?? '', parameter.schema)),
      ]),
    ),
  ];
}

function fieldTable(doc: OpenApiDocument, schema: Parameters<typeof fieldRows>[1]): Block {
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    fieldRows(doc, schema).map((row) => [
      [code(row.name)],
      [code(row.type)],
      row.required ? 'Yes' : 'No',
      inlineMarkdown(row.description),
    ]),
  );
}

function requestBody(doc: OpenApiDocument, entry: OperationEntry, id: string): Block[] {
  const request = requestMediaOf(doc, entry);
  const schema = request?.media.schema;
  if (!request || !schema) return [];
  const format = request.kind === 'json' ? text('JSON, ') : text('A multipart/form-data upload, ');
  // The body's own description holds the rules that tie its fields together (a limit, a field needed with another).
  const description = requestSchemaOf(doc, entry)?.description;
  return [
    heading(4, `${id}-request-body`, text('Request body')),
    paragraph(
      format,
      code(typeLabel(doc, schema)),
      ...(description ? [text('. '), ...inlineMarkdown(description)] : [text(':')]),
    ),
    fieldTable(doc, schema),
  ];
}

/** Error codes a response can carry, each linked to its entry in the error catalogue. */
function problemCodes(doc: OpenApiDocument, response: Response): Inline[] {
  const examples = examplesOf(doc, response.content?.['application/problem+json']).map(
    ([, example]) => example.value as {code: string; type: string},
  );
  // Several examples may show one code (two causes of FORBIDDEN): each code is listed once.
  const codes = examples.filter((problem, index) => examples.findIndex(({code}) => code === problem.code) === index);
  return codes.flatMap((problem, index) => {
    const target = problem.type.startsWith(siteUrl) ? problem.type.slice(siteUrl.length) : problem.type;
    return [...(index > 0 ? [text(', ')] : []), link(target, code(problem.code))];
  });
}

function responses(doc: OpenApiDocument, entry: OperationEntry, id: string): Block[] {
  // Error bodies are always problem details (the overview says so once); success rows name their body.
  const rows = responsesOf(doc, entry).map(([status, response]) => {
    const schema = response.content?.['application/json']?.schema;
    const body = status.startsWith('2')
      ? schema
        ? [text(' Body: '), code(typeLabel(doc, schema)), text('.')]
        : /no body/i.test(response.description)
          ? []
          : [text(' No body.')]
      : [];
    const codes = problemCodes(doc, response);
    return [
      [code(status), text(` ${statusText[status] ?? ''}`)],
      [...inlineMarkdown(response.description), ...body],
      codes.length ? codes : [text('—')],
    ];
  });
  return [heading(4, `${id}-responses`, text('Responses')), table(['Status', 'Meaning', 'Error codes'], rows)];
}

function success(doc: OpenApiDocument, entry: OperationEntry): [status: string, response: Response] | undefined {
  return responsesOf(doc, entry).find(([status]) => status.startsWith('2'));
}

function responseBody(doc: OpenApiDocument, entry: OperationEntry, id: string): Block[] {
  const schema = success(doc, entry)?.[1].content?.['application/json']?.schema;
  if (!schema || fieldRows(doc, schema).length === 0) return [];
  return [
    heading(4, `${id}-response-body`, text('Response body')),
    paragraph(code(typeLabel(doc, schema)), text(':')),
    fieldTable(doc, schema),
  ];
}

function example(api: RestApi, entry: OperationEntry, id: string): Block[] {
  const doc = api.document;
  const ok = success(doc, entry);
  const okExample = ok && examplesOf(doc, ok[1].content?.['application/json'])[0];
  const tabs = jsxFlow(
    referenceComponents.Tabs,
    // Only the chosen language is drawn: the other four were a sixth of the largest page's elements, 23 % of its HTML.
    {groupId: sampleTabsGroup, lazy: true},
    operationSamples(api, entry).map((sample) =>
      jsxFlow(referenceComponents.TabItem, {value: sample.language, label: sample.label}, [
        codeBlock(sample.fence, sample.code),
      ]),
    ),
  );
  const blocks: Block[] = [heading(4, `${id}-example`, text('Example')), tabs];
  if (ok) {
    const [status] = ok;
    const title = `Response: ${status} ${statusText[status] ?? ''}`.trim();
    blocks.push(
      okExample
        ? codeBlock('json', JSON.stringify(okExample[1].value, null, 2), `title="${title}"`)
        : paragraph(text(`${title}, with an empty body.`)),
    );
  }
  return blocks;
}

function operationSection(context: RenderContext, api: RestApi, entry: OperationEntry): Block[] {
  const doc = api.document;
  const id = restAnchor(entry);
  return [
    heading(3, id, text(entry.operation.summary)),
    jsxFlow(referenceComponents.HttpEndpoint, {method: entry.method.toUpperCase(), path: entry.path}, []),
    ...markdown(entry.operation.description),
    facts(context, api, entry),
    ...parameterTable(doc, entry, id),
    ...requestBody(doc, entry, id),
    ...responses(doc, entry, id),
    ...responseBody(doc, entry, id),
    ...example(api, entry, id),
    // The "Try it" explorer: a closed disclosure whose code and data load when a reader opens it.
    jsxFlow(
      referenceComponents.ApiExplorer,
      {api: api.id, operation: entry.operation.operationId, title: entry.operation.summary},
      [],
    ),
  ];
}

/** `::openapi-operations{api tag}`: an overview table, then every operation of the tag. */
/** The operations of one tag. `title` names the section when a page places several tags (default "Endpoints"). */
export function renderOperations(
  context: RenderContext,
  api: RestApi,
  entries: OperationEntry[],
  title = 'Endpoints',
): Block[] {
  const overview = table(
    ['Endpoint', 'Summary'],
    entries.map((entry) => [
      [code(`${entry.method.toUpperCase()} ${entry.path}`)],
      [link(`#${restAnchor(entry)}`, text(entry.operation.summary))],
    ]),
  );
  return [
    heading(2, kebab(title), text(title)),
    paragraph(
      text('Every endpoint below is generated from '),
      jsxText(referenceComponents.ReferenceDownload, {file: api.file}, []),
      text(` (OpenAPI ${api.document.openapi}). Examples call the Sandbox unless `),
      code(sampleVariables.baseUrl),
      text(' names another host ('),
      code(getEnvironment('production').apiHost),
      text(' for Production), with the credential from '),
      code(sampleVariables.apiKey),
      text(' or '),
      code(sampleVariables.accessToken),
      text('. The cURL samples make each idempotency key with '),
      code('uuidgen'),
      text(' (part of macOS; on Debian and Ubuntu, in the '),
      code('uuid-runtime'),
      text(' package). To try them in an API client, import '),
      jsxText(referenceComponents.ReferenceDownload, {file: postmanFile(api)}, []),
      text(' into Postman or '),
      jsxText(referenceComponents.ReferenceDownload, {file: insomniaFile(api)}, []),
      text(' into Insomnia.'),
    ),
    overview,
    ...entries.flatMap((entry) => operationSection(context, api, entry)),
  ];
}
