import type {RenderContext} from '../context';
import {sdkAnchor, typeAnchor} from '../items';
import type {RestApi} from '../load';
import {code, codeBlock, heading, inlineMarkdown, link, paragraph, strong, table, text, type Block} from '../mdast';
import {responsesOf, type OperationEntry} from '../openapi/document';
import {exampleArgument, qualifiedMethod, resultVariable} from './example';
import {
  declaration,
  inputFields,
  requestOptionsDeclaration,
  resultOf,
  sdkMethodDeclaration,
  sdkTypeNames,
} from './typescript';

function signature(api: RestApi, entry: OperationEntry): string {
  const {method, moduleName, input, member} = sdkMethodDeclaration(api.document, api.id, entry);
  // A method of the client's module interface, so the block is valid TypeScript as shown.
  return [
    ...(input ? [input, ''] : []),
    `/** ${qualifiedMethod(api, method)} */`,
    `interface ${moduleName} {`,
    `  ${member}`,
    '}',
  ].join('\n');
}

/** The example call, built from the REST example so both pages show the same values. */
function exampleCall(api: RestApi, entry: OperationEntry): string {
  const call = `${qualifiedMethod(api, entry.operation['x-sdk-method']!)}(${exampleArgument(api, entry)})`;
  const result = resultOf(api.document, entry);
  if (result.paginated) {
    const item = result.name ?? 'item';
    const variable = item[0]!.toLowerCase() + item.slice(1);
    return [
      `const items: ${item}[] = [];`,
      `for await (const ${variable} of ${call}) {`,
      `  items.push(${variable});`,
      '}',
    ].join('\n');
  }
  if (!result.name) return `await ${call};`;
  return `const ${resultVariable(api, entry)}: ${result.name} = await ${call};`;
}

function methodSection(context: RenderContext, api: RestApi, entry: OperationEntry): Block[] {
  const method = entry.operation['x-sdk-method']!;
  const id = sdkAnchor(method);
  const fields = inputFields(api.document, entry);
  const result = resultOf(api.document, entry);
  const rest = context.linkTo('rest-operation', `${api.id}:${entry.operation.operationId}`);
  const endpoint = code(`${entry.method.toUpperCase()} ${entry.path}`);
  const success = responsesOf(api.document, entry).find(([status]) => status.startsWith('2'))?.[1];
  const blocks: Block[] = [
    heading(3, id, text(`${api.id}.${method}()`)),
    paragraph(text(`${entry.operation.summary}. Calls `), rest ? link(rest, endpoint) : endpoint, text('.')),
    codeBlock('ts', signature(api, entry)),
  ];
  if (fields.length) {
    blocks.push(
      heading(4, `${id}-input`, text('Input')),
      table(
        ['Field', 'Type', 'Required', 'Description'],
        fields.map((field) => [
          [code(field.name)],
          [code(field.type)],
          field.required ? 'Yes' : 'No',
          inlineMarkdown(field.description),
        ]),
      ),
    );
  }
  const returns =
    result.name && result.paginated
      ? [text('An async iterator of '), code(result.name), text(' that requests the next page as you iterate.')]
      : result.name
        ? [code(result.name), text(': '), ...inlineMarkdown(success?.description)]
        : [text('Nothing; the promise resolves once the API confirms.')];
  blocks.push(paragraph(strong(text('Returns:')), text(' '), ...returns));
  blocks.push(heading(4, `${id}-example`, text('Example')), codeBlock('ts', exampleCall(api, entry)));
  return blocks;
}

/** `::sdk-methods{api}`: every SDK method of the API, grouped by the tag of its endpoint. */
export function renderSdkMethods(context: RenderContext, api: RestApi, entries: OperationEntry[]): Block[] {
  const blocks: Block[] = [];
  const tags = [...new Set(entries.map((entry) => entry.tag))];
  for (const tag of tags) {
    const tagged = entries.filter((entry) => entry.tag === tag);
    blocks.push(
      heading(2, `${tag.toLowerCase()}-methods`, text(`${tag} methods`)),
      table(
        ['Method', 'Summary'],
        tagged.map((entry) => [
          [link(`#${sdkAnchor(entry.operation['x-sdk-method']!)}`, code(`${entry.operation['x-sdk-method']}()`))],
          entry.operation.summary,
        ]),
      ),
      ...tagged.flatMap((entry) => methodSection(context, api, entry)),
    );
  }
  return blocks;
}

/** `::sdk-types{api}`: the TypeScript declarations of every type the SDK methods return or take. */
export function renderSdkTypes(api: RestApi, entries: OperationEntry[]): Block[] {
  const doc = api.document;
  const names = sdkTypeNames(doc, entries);
  return [
    heading(2, 'types', text('Types')),
    paragraph(
      text('Amounts are '),
      code('bigint'),
      text(" in base units, addresses viem's "),
      code('Address'),
      text(', calldata '),
      code('Hex'),
      text('. Import any of these from '),
      code('@assetra/sdk'),
      text('.'),
    ),
    ...names.flatMap((name) => [heading(3, typeAnchor(name), text(name)), codeBlock('ts', declaration(doc, name))]),
    heading(3, typeAnchor('RequestOptions'), text('RequestOptions')),
    codeBlock('ts', requestOptionsDeclaration),
  ];
}
