import {
  accessOf,
  declaresEmits,
  emitsNothing,
  emittedEvents,
  revertConditions,
  type EnumDoc,
  type ParameterDoc,
  type SourceDoc,
  type StructDoc,
} from './model';

const isView = (mutability: string) => mutability === 'view' || mutability === 'pure';

function missingDescriptions(owner: string, kind: string, parameters: ParameterDoc[]): string[] {
  return parameters.flatMap((parameter) => {
    if (!parameter.name) return [`${owner}: every ${kind} needs a name, so NatSpec can describe it`];
    return parameter.description ? [] : [`${owner}: ${kind} "${parameter.name}" has no NatSpec description`];
  });
}

function typeProblems(owner: string, structs: StructDoc[], enums: EnumDoc[]): string[] {
  const problems: string[] = [];
  for (const struct of structs) {
    if (!struct.natspec.notice) problems.push(`${owner}.${struct.name}: missing @notice`);
    problems.push(...missingDescriptions(`${owner}.${struct.name}`, 'member', struct.members));
  }
  for (const enumeration of enums) {
    if (!enumeration.natspec.notice) problems.push(`${owner}.${enumeration.name}: missing @notice`);
    for (const value of enumeration.values) {
      if (!value.description) problems.push(`${owner}.${enumeration.name}: value ${value.name} has no @custom:value`);
    }
  }
  return problems;
}

/**
 * NatSpec completeness for the reference (reference/README.md): what the pages render must exist,
 * every event and error a function names must be declared in the file, and anchors must be unique.
 */
export function natspecProblems(sources: SourceDoc[]): string[] {
  const problems: string[] = [];
  for (const source of sources) {
    for (const name of [...source.looseEvents, ...source.looseErrors]) {
      problems.push(
        `${source.file}: ${name} is declared at file level; declare it inside the interface so it is part of the ABI`,
      );
    }
    problems.push(...typeProblems(source.file, source.structs, source.enums));
    const events = new Set(source.contracts.flatMap((contract) => contract.events.map((event) => event.name)));
    const errors = new Set(source.contracts.flatMap((contract) => contract.errors.map((error) => error.name)));
    const functionNames = new Set<string>();
    const signatures = new Map<string, string>();
    for (const contract of source.contracts) {
      if (!contract.natspec.title) problems.push(`${contract.name}: missing @title`);
      if (!contract.natspec.notice) problems.push(`${contract.name}: missing @notice`);
      for (const fn of contract.functions) {
        const owner = `${contract.name}.${fn.name}`;
        if (functionNames.has(fn.name))
          problems.push(
            `${owner}: another function in ${source.file} has this name; names must be unique per file so each has its own anchor`,
          );
        functionNames.add(fn.name);
        if (!fn.natspec.notice) problems.push(`${owner}: missing @notice`);
        if (!accessOf(fn)) problems.push(`${owner}: missing @custom:access (who may call it)`);
        problems.push(
          ...missingDescriptions(owner, 'parameter', fn.inputs),
          ...missingDescriptions(owner, 'return value', fn.outputs),
        );
        const emitted = emittedEvents(fn);
        if (!isView(fn.stateMutability) && !declaresEmits(fn))
          problems.push(`${owner}: changes state but has no @custom:emits (its events, or ${emitsNothing})`);
        const saysNothing = (fn.natspec.custom.get('emits') ?? []).some((entry) =>
          entry.split(/[,\s]+/).includes(emitsNothing),
        );
        if (saysNothing && emitted.length > 0)
          problems.push(`${owner}: @custom:emits lists events and ${emitsNothing}`);
        for (const event of emitted) if (!events.has(event)) problems.push(`${owner}: emits undeclared event ${event}`);
        for (const {error, when} of revertConditions(fn)) {
          if (!errors.has(error)) problems.push(`${owner}: reverts with undeclared error ${error}`);
          if (!when) problems.push(`${owner}: @custom:reverts ${error} does not say when`);
        }
      }
      for (const member of [...contract.events, ...contract.errors]) {
        const owner = `${contract.name}.${member.name}`;
        // The same event or error may be declared in two interfaces of a file, but then identically.
        const previous = signatures.get(`${member.kind}:${member.name}`);
        if (previous && previous !== member.signature)
          problems.push(`${owner}: declared elsewhere in ${source.file} as ${previous}`);
        signatures.set(`${member.kind}:${member.name}`, member.signature);
        if (!member.natspec.notice) problems.push(`${owner}: missing @notice`);
        problems.push(...missingDescriptions(owner, 'parameter', member.inputs));
      }
      problems.push(...typeProblems(contract.name, contract.structs, contract.enums));
    }
  }
  return problems;
}
