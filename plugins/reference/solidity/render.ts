import type {RenderContext} from '../context';
import {errorAnchor, eventAnchor, functionAnchor, typeAnchor, uniqueMembers} from '../items';
import {
  code,
  codeBlock,
  heading,
  inlineMarkdown,
  joined,
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
import {
  accessOf,
  declaresEmits,
  emittedEvents,
  revertConditions,
  type ContractDoc,
  type EnumDoc,
  type ErrorDoc,
  type EventDoc,
  type FunctionDoc,
  type ParameterDoc,
  type SourceDoc,
  type StructDoc,
} from './model';
import {referenceComponents} from '../components';

/** ABI file published beside each .sol file, one per interface. */
export const abiFile = (contract: ContractDoc) => contract.file.replace(/[^/]+\.sol$/, `${contract.name}.abi.json`);

interface Names {
  events: Map<string, EventDoc>;
  errors: Map<string, ErrorDoc>;
  types: Set<string>;
}

/** A Solidity type, linked to its entry in the Types section when the file declares it. */
function typeCell(type: string, names: Names): Inline[] {
  const base = type.replace(/\[\d*\]$/, '');
  return names.types.has(base) ? [link(`#${typeAnchor(base)}`, code(type))] : [code(type)];
}

function parameterTable(parameters: ParameterDoc[], names: Names, withIndexed = false): Block {
  return table(
    withIndexed ? ['Name', 'Type', 'Indexed', 'Description'] : ['Name', 'Type', 'Description'],
    parameters.map((parameter) => [
      [code(parameter.name)],
      typeCell(parameter.type, names),
      ...(withIndexed ? [parameter.indexed ? 'Yes' : 'No'] : []),
      inlineMarkdown(parameter.description),
    ]),
  );
}

function bulletList(items: Inline[][]): Block {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
  };
}

const mutability: Record<string, string> = {
  view: 'Reads state only (view); free to call off-chain.',
  pure: 'Pure; reads nothing.',
  payable: 'Changes state and accepts native currency.',
  nonpayable: 'Changes state; send it as a transaction.',
};

function functionSection(fn: FunctionDoc, names: Names): Block[] {
  const id = functionAnchor(fn);
  const blocks: Block[] = [
    heading(3, id, text(fn.name)),
    codeBlock('solidity', fn.declaration),
    ...markdown(fn.natspec.notice),
    ...markdown(fn.natspec.dev),
    bulletList([
      [strong(text('Who may call it:')), text(' '), ...inlineMarkdown(accessOf(fn))],
      [strong(text('Selector:')), text(' '), code(fn.selector), text(' ('), code(fn.signature), text(')')],
      [strong(text('State:')), text(` ${mutability[fn.stateMutability] ?? fn.stateMutability}`)],
    ]),
  ];
  if (fn.inputs.length)
    blocks.push(heading(4, `${id}-parameters`, text('Parameters')), parameterTable(fn.inputs, names));
  if (fn.outputs.length) blocks.push(heading(4, `${id}-returns`, text('Returns')), parameterTable(fn.outputs, names));
  const emitted = emittedEvents(fn);
  if (emitted.length) {
    blocks.push(
      heading(4, `${id}-emits`, text('Emits')),
      paragraph(
        ...joined(
          emitted.map((name) => {
            const event = names.events.get(name);
            return event ? [link(`#${eventAnchor(event)}`, code(name))] : [code(name)];
          }),
        ),
      ),
    );
  } else if (declaresEmits(fn)) {
    // `@custom:emits none`: said, so an indexer does not wait for a log that never comes.
    blocks.push(heading(4, `${id}-emits`, text('Emits')), paragraph(text('No event.')));
  }
  const reverts = revertConditions(fn);
  if (reverts.length) {
    blocks.push(
      heading(4, `${id}-reverts`, text('Reverts')),
      table(
        ['Error', 'When'],
        reverts.map(({error, when}) => {
          const declared = names.errors.get(error);
          return [declared ? [link(`#${errorAnchor(declared)}`, code(error))] : [code(error)], inlineMarkdown(when)];
        }),
      ),
    );
  }
  return blocks;
}

/** An event (with its topic 0 and which parameters are indexed) or an error (with its selector). */
function eventOrErrorSection(member: EventDoc | ErrorDoc, names: Names): Block[] {
  const isEvent = member.kind === 'event';
  return [
    heading(3, isEvent ? eventAnchor(member) : errorAnchor(member), text(member.name)),
    codeBlock('solidity', member.declaration),
    ...markdown(member.natspec.notice),
    ...markdown(member.natspec.dev),
    paragraph(
      strong(text(isEvent ? 'Topic 0:' : 'Selector:')),
      text(' '),
      code(isEvent ? member.topic : member.selector),
    ),
    ...(member.inputs.length ? [parameterTable(member.inputs, names, isEvent)] : []),
  ];
}

function typeSection(type: StructDoc | EnumDoc, names: Names): Block[] {
  const blocks: Block[] = [
    heading(3, typeAnchor(type.name), text(type.name)),
    codeBlock('solidity', type.declaration),
    ...markdown(type.natspec.notice),
    ...markdown(type.natspec.dev),
  ];
  if (type.kind === 'struct') blocks.push(parameterTable(type.members, names));
  else
    blocks.push(
      table(
        ['Value', 'Index', 'Meaning'],
        type.values.map((value, index) => [[code(value.name)], String(index), inlineMarkdown(value.description)]),
      ),
    );
  return blocks;
}

/** `::contract-reference{file}`: every function, event, error and type of one .sol file. */
export function renderContractSource(_context: RenderContext, source: SourceDoc, compilerVersion: string): Block[] {
  const events = uniqueMembers(source.contracts, (contract) => contract.events);
  const errors = uniqueMembers(source.contracts, (contract) => contract.errors);
  const types = [
    ...source.structs,
    ...source.enums,
    ...source.contracts.flatMap((contract) => [...contract.structs, ...contract.enums]),
  ];
  const names: Names = {
    events: new Map(events.map((event) => [event.name, event])),
    errors: new Map(errors.map((error) => [error.name, error])),
    types: new Set(types.map((type) => type.name)),
  };
  const single = source.contracts.length === 1;
  const blocks: Block[] = [
    paragraph(
      text('Generated from '),
      jsxText(referenceComponents.ReferenceDownload, {file: source.file}, []),
      text(`, compiled with solc ${compilerVersion.split('+')[0]}. ABI: `),
      ...joined(
        source.contracts.map((contract) => [
          jsxText(referenceComponents.ReferenceDownload, {file: abiFile(contract)}, []),
        ]),
      ),
      text('.'),
    ),
  ];
  for (const contract of source.contracts) {
    const id = single ? 'functions' : `${contract.name.toLowerCase()}-functions`;
    blocks.push(
      heading(2, id, text(single ? 'Functions' : `${contract.name} functions`)),
      ...markdown(contract.natspec.notice),
      ...markdown(contract.natspec.dev),
      ...contract.functions.flatMap((fn) => functionSection(fn, names)),
    );
  }
  if (events.length)
    blocks.push(heading(2, 'events', text('Events')), ...events.flatMap((event) => eventOrErrorSection(event, names)));
  if (errors.length)
    blocks.push(heading(2, 'errors', text('Errors')), ...errors.flatMap((error) => eventOrErrorSection(error, names)));
  if (types.length)
    blocks.push(heading(2, 'types', text('Types')), ...types.flatMap((type) => typeSection(type, names)));
  return blocks;
}
