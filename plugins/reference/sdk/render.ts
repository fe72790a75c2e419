import type {RenderContext} from '../context';
import {sdkAnchor, typeAnchor} from '../items';
import {
  code,
  codeBlock,
  heading,
  inlineMarkdown,
  link,
  paragraph,
  strong,
  table,
  text,
  type Block,
} from '../../support/mdast';
import {qualifiedMethod, typeNamespace, type SdkMethod, type SdkModule} from './model';
import {inputRows, moduleProperty, requestOptionsDeclaration} from './typescript';

function signature(module: SdkModule, method: SdkMethod): string {
  // A method of the client's module interface, so the block is valid TypeScript as shown.
  return [
    ...(method.input ? [method.input, ''] : []),
    `/** ${qualifiedMethod(module.apiId, method.name)} */`,
    `interface ${method.moduleName} {`,
    `  ${method.member}`,
    '}',
  ].join('\n');
}

function methodSection(context: RenderContext, module: SdkModule, method: SdkMethod): Block[] {
  const id = sdkAnchor(method.name);
  const target = context.linkTo(method.calls.kind, method.calls.key);
  const called = code(method.calls.label);
  const blocks: Block[] = [
    heading(3, id, text(`${moduleProperty(module.apiId)}.${method.name}()`)),
    paragraph(...inlineMarkdown(method.summary), text('. Calls '), target ? link(target, called) : called, text('.')),
    codeBlock('ts', signature(module, method)),
  ];
  if (method.fields.length) {
    blocks.push(
      heading(4, `${id}-input`, text('Input')),
      ...(method.inputDescription ? [paragraph(...inlineMarkdown(method.inputDescription))] : []),
      table(
        ['Field', 'Type', 'Required', 'Description'],
        inputRows(method.fields).map((field) => [
          [code(field.name)],
          [code(field.type)],
          field.required ? 'Yes' : 'No',
          inlineMarkdown(field.description),
        ]),
      ),
    );
  }
  const {result} = method;
  const returns =
    result.name && result.paginated
      ? [text('An async iterator of '), code(result.name), text(' that requests the next page as you iterate.')]
      : result.name
        ? [code(result.name), text(': '), ...inlineMarkdown(method.resultDescription)]
        : [text('Nothing; the promise resolves once the API confirms.')];
  blocks.push(paragraph(strong(text('Returns:')), text(' '), ...returns));
  blocks.push(heading(4, `${id}-example`, text('Example')), codeBlock('ts', method.example));
  return blocks;
}

/** `::sdk-methods{api}`: every SDK method of the module, grouped by the tag of its endpoint (or Read and Write). */
export function renderSdkMethods(context: RenderContext, module: SdkModule): Block[] {
  const blocks: Block[] = [];
  for (const group of [...new Set(module.methods.map((method) => method.group))]) {
    const grouped = module.methods.filter((method) => method.group === group);
    blocks.push(
      heading(2, `${group.toLowerCase().replace(/\W+/g, '-')}-methods`, text(`${group} methods`)),
      table(
        ['Method', 'Summary'],
        grouped.map((method) => [
          [link(`#${sdkAnchor(method.name)}`, code(`${method.name}()`))],
          inlineMarkdown(method.summary),
        ]),
      ),
      ...grouped.flatMap((method) => methodSection(context, module, method)),
    );
  }
  return blocks;
}

/** `::sdk-types{api}`: the TypeScript declarations of every type the module's methods take and return. */
export function renderSdkTypes(module: SdkModule): Block[] {
  const namespace = typeNamespace(module.apiId);
  // The example names what the module's first method returns, the type a reader meets first.
  const typeNames = module.types.map((type) => type.name);
  const example = module.methods.map((method) => method.result.name).find((name) => name && typeNames.includes(name));
  // Decoded event arguments keep the API's decimal strings (see the SDK overview), so the rule names their type.
  const eventType = module.types.find(({declaration}) => /^\s+args\??:/m.test(declaration))?.name;
  const decodedEvents = eventType
    ? [text(' (a '), code(eventType), text("'s "), code('args'), text(' keep decimal strings)')]
    : [];
  // viem's `Hash`, named where the module's signatures or types use it (transaction hashes).
  const usesHash = [
    ...module.types.map(({declaration}) => declaration),
    ...module.methods.flatMap(({member, input}) => [member, input ?? '']),
  ].some((source) => /\bHash\b/.test(source));
  const hashes = usesHash ? [text(', transaction hashes '), code('Hash')] : [];
  return [
    heading(2, 'types', text('Types')),
    paragraph(
      text('Amounts are '),
      code('bigint'),
      text(' in base units'),
      ...decodedEvents,
      text(", addresses viem's "),
      code('Address'),
      text(', bytes '),
      code('Hex'),
      ...hashes,
      text('. The types are in the '),
      code(namespace),
      text(' namespace of '),
      code('@assetra/sdk'),
      text(': '),
      code(`import type {${namespace}} from '@assetra/sdk'`),
      text(', then write '),
      code(`${namespace}.${example ?? typeNames[0]}`),
      text('.'),
    ),
    ...module.types.flatMap(({name, declaration}) => [
      heading(3, typeAnchor(name), text(name)),
      codeBlock('ts', declaration),
    ]),
    ...(module.requestOptions
      ? [
          heading(3, typeAnchor('RequestOptions'), text('RequestOptions')),
          paragraph(
            text('Shared by the modules that wrap a REST API, so it is imported by name: '),
            code("import type {RequestOptions} from '@assetra/sdk'"),
            text('.'),
          ),
          codeBlock('ts', requestOptionsDeclaration),
        ]
      : []),
  ];
}
