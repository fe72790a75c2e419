import type {ErrorDoc, EventDoc, FunctionDoc, SourceDoc} from '../../reference/public';
import type {Change, ItemRef, Severity} from '../model';

type Member = FunctionDoc | EventDoc | ErrorDoc;
type ContractDoc = SourceDoc['contracts'][number];
type AbiParameter = NonNullable<ContractDoc['abi'][number]['inputs']>[number];

const deprecated = (member: Member) => member.natspec.custom.has('deprecated');

/** Every enum of a file by name, file-level and in its contracts, with its values in order. */
function enumsOf(source: SourceDoc): Map<string, string[]> {
  const all = [...source.enums, ...source.contracts.flatMap((contract) => contract.enums)];
  return new Map(all.map((declared) => [declared.name, declared.values.map((value) => value.name)]));
}

/**
 * A parameter as decoders read it: a struct as a tuple of named components (viem keys decoded structs by name) and an
 * enum, which crosses the ABI as `uint8`, with its values in order (a value's position is its number).
 */
function decoded(parameter: AbiParameter, enums: Map<string, string[]>): string {
  if (parameter.type.startsWith('tuple')) {
    const components = (parameter.components ?? []).map(
      (component) => `${decoded(component, enums)} ${component.name}`,
    );
    return `(${components.join(',')})${parameter.type.slice('tuple'.length)}`;
  }
  const values = enums.get(/^enum (?:\w+\.)?(\w+)/.exec(parameter.internalType ?? '')?.[1] ?? '');
  return values ? `${parameter.type}{${values.join(',')}}` : parameter.type;
}

/**
 * What callers and indexers bind to, read from the compiled ABI: a function's selector with its parameters and return
 * values as decoded, an event's topic with its parameters by name (decoded logs are keyed by them) and indexed layout,
 * an error's selector with its parameters. A renamed struct changes none of these; a reordered or renamed field does.
 */
function binding(member: Member, contract: ContractDoc, enums: Map<string, string[]>): string {
  const entry = contract.abi.find((candidate) => candidate.type === member.kind && candidate.name === member.name);
  const list = (parameters: AbiParameter[] | undefined, named: boolean) =>
    `(${(parameters ?? [])
      .map(
        (parameter) =>
          `${decoded(parameter, enums)}${parameter.indexed ? ' indexed' : ''}${named ? ` ${parameter.name}` : ''}`,
      )
      .join(',')})`;
  if (member.kind === 'function')
    return `${member.selector} ${list(entry?.inputs, false)} returns ${list(entry?.outputs, false)}`;
  if (member.kind === 'event') return `${member.topic} ${list(entry?.inputs, true)}`;
  return `${member.selector} ${list(entry?.inputs, false)}`;
}

function identity(member: Member): string {
  return member.kind === 'event' ? member.topic : member.selector;
}

/**
 * What is removed or rebound breaks callers. A removed error only stops decoders seeing it, but the Contracts policy
 * row asks the same 90-day announcement of any change to existing functions, events or errors, so it breaks too.
 */
const severity = (action: 'added' | 'removed' | 'changed'): Severity => (action === 'added' ? 'safe' : 'breaking');

function itemOf(file: string, contract: string, member: Member): ItemRef {
  return member.kind === 'function'
    ? {kind: 'contract-function', key: `${file}:${contract}.${member.name}`, label: `${contract}.${member.name}`}
    : // Named by its interface, as a function is: several files may declare one error (`ERC1967NonPayable`).
      {kind: `contract-${member.kind}`, key: `${file}:${member.signature}`, label: `${contract}.${member.name}`};
}

/**
 * Members keyed by interface, kind and name: each interface is deployed and published with its own ABI, a function's
 * name is unique in it (no overloads), and an event or error belongs to every interface that declares it. `names` maps
 * an interface to the name it is compared under (a renamed one under its new name).
 */
function membersOf(
  source: SourceDoc,
  names = new Map<string, string>(),
): Map<string, {contract: ContractDoc; member: Member}> {
  const members = new Map<string, {contract: ContractDoc; member: Member}>();
  for (const contract of source.contracts) {
    const name = names.get(contract.name) ?? contract.name;
    for (const member of [...contract.functions, ...contract.events, ...contract.errors])
      members.set(`${name} › ${member.kind} ${member.name}`, {contract, member});
  }
  return members;
}

/**
 * Interfaces renamed without a change callers see: the one interface only the old file has, under the one name only the
 * new file has, when both declare the same members. The interface's own name is in no ABI.
 */
function renamedInterfaces(before: SourceDoc, after: SourceDoc): Map<string, string> {
  const names = (source: SourceDoc) => source.contracts.map((contract) => contract.name);
  const gone = before.contracts.filter((contract) => !names(after).includes(contract.name));
  const come = after.contracts.filter((contract) => !names(before).includes(contract.name));
  const [old, renamed] = [gone[0], come[0]];
  if (gone.length !== 1 || come.length !== 1 || !old || !renamed) return new Map<string, string>();
  const shape = (contract: ContractDoc) =>
    [...contract.functions, ...contract.events, ...contract.errors]
      .map((member) => `${member.kind} ${member.name}`)
      .sort()
      .join();
  return new Map<string, string>(shape(old) === shape(renamed) ? [[old.name, renamed.name]] : []);
}

/** The new enums, each that only gained values at its end shown with its old values: what existing code knows. */
function asBefore(oldEnums: Map<string, string[]>, newEnums: Map<string, string[]>): Map<string, string[]> {
  return new Map(
    [...newEnums].map(([name, values]) => {
      const known = oldEnums.get(name);
      const appended = known !== undefined && known.every((value, index) => values[index] === value);
      return [name, appended ? known : values];
    }),
  );
}

/**
 * Changes between two compilations of one .sol file, read from the ABIs solc produced: each member by what callers,
 * decoders and indexers bind to (see `binding`), its state mutability and whether it is deprecated.
 */
export function diffAbi(file: string, before: SourceDoc, after: SourceDoc): Change[] {
  const old = membersOf(before, renamedInterfaces(before, after));
  const now = membersOf(after);
  const [oldEnums, newEnums] = [enumsOf(before), enumsOf(after)];
  const knownEnums = asBefore(oldEnums, newEnums);
  const changes: Change[] = [];
  const change = (
    key: string,
    member: Member,
    contract: ContractDoc,
    action: 'added' | 'removed' | 'changed',
    message: string,
    level = severity(action),
    previousKey?: string,
  ) =>
    changes.push({
      interface: 'contracts',
      file,
      path: key,
      severity: level,
      message,
      item: {...itemOf(file, contract.name, member), action},
      ...(action === 'removed' && {removedDeprecated: deprecated(member)}),
      ...(previousKey && {previousKey}),
    });
  const deprecation = (key: string, contract: ContractDoc, member: Member, added: boolean) =>
    changes.push({
      interface: 'contracts',
      file,
      path: key,
      severity: 'safe',
      message: `${added ? 'Deprecated' : 'Withdrew the deprecation of'} ${member.kind} \`${member.signature}\``,
      [added ? 'deprecates' : 'undeprecates']: key,
      item: {...itemOf(file, contract.name, member), action: added ? 'deprecated' : 'undeprecated'},
    });
  // Each difference of a member is its own change, so a deprecation made with another change hides neither.
  for (const [key, {contract, member}] of old) {
    const next = now.get(key);
    if (!next) {
      // An event or error another interface of the file still declares keeps its heading: the change is to this ABI.
      if (declaredIn(now, member))
        changes.push({
          interface: 'contracts',
          file,
          path: key,
          severity: 'breaking',
          message: `Removed ${member.kind} \`${member.signature}\` from \`${contract.name}\``,
          item: {...itemOf(file, contract.name, member), action: 'changed'},
          removedDeprecated: deprecated(member),
        });
      else
        change(
          key,
          member,
          contract,
          'removed',
          `Removed ${member.kind} \`${member.signature}\` (${identity(member)})`,
        );
      continue;
    }
    const [was, is] = [binding(member, contract, oldEnums), binding(next.member, next.contract, newEnums)];
    if (was !== is) {
      // The readable declaration when it shows the change; the ABI as decoded when only that does (a struct's fields).
      const readable = describe(member) !== describe(next.member);
      const [from, to] = readable ? [describe(member), describe(next.member)] : [was, is];
      change(
        key,
        next.member,
        next.contract,
        'changed',
        `Changed ${member.kind} \`${member.name}\` from \`${from}\` to \`${to}\``,
        // Only values added at an enum's end: what callers send and decode keeps its meaning, as a new REST enum value.
        binding(next.member, next.contract, knownEnums) === was ? 'dangerous' : 'breaking',
        // An event's or error's heading is keyed by its signature: the changed one keeps the old one's history.
        itemOf(file, contract.name, member).key,
      );
    }
    if (
      member.kind === 'function' &&
      next.member.kind === 'function' &&
      next.member.stateMutability !== member.stateMutability
    )
      changes.push({
        interface: 'contracts',
        file,
        path: key,
        // A view that starts writing, or a payable that stops, changes what callers send: the policy's announcement.
        severity: 'breaking',
        message: `Function \`${member.name}\` is now ${next.member.stateMutability} (was ${member.stateMutability})`,
        item: {...itemOf(file, next.contract.name, next.member), action: 'changed'},
      });
    // The interface renamed: its functions' headings move, callers see nothing; their history follows them.
    if (next.contract.name !== contract.name)
      changes.push({
        interface: 'contracts',
        file,
        path: key,
        severity: 'safe',
        message: `Renamed the interface \`${contract.name}\` to \`${next.contract.name}\``,
        item: {...itemOf(file, next.contract.name, next.member), action: 'changed'},
        previousKey: itemOf(file, contract.name, member).key,
        previousPath: `${contract.name} › ${member.kind} ${member.name}`,
      });
    if (deprecated(next.member) !== deprecated(member))
      deprecation(key, next.contract, next.member, deprecated(next.member));
  }
  for (const [key, {contract, member}] of now) {
    if (old.has(key)) continue;
    if (declaredIn(old, member))
      change(
        key,
        member,
        contract,
        'changed',
        `Added ${member.kind} \`${member.signature}\` to \`${contract.name}\``,
        'safe',
      );
    else change(key, member, contract, 'added', `Added ${member.kind} \`${member.signature}\` (${identity(member)})`);
    // Added already deprecated: its notice runs from this release, as a later deprecation's would.
    if (deprecated(member)) deprecation(key, contract, member, true);
  }
  return changes;
}

function describe(member: Member): string {
  if (member.kind === 'function')
    return `${member.signature}${member.outputs.length ? ` returns (${member.outputs.map((o) => o.type).join(',')})` : ''}`;
  if (member.kind === 'event')
    return `${member.name}(${member.inputs.map((i) => `${i.type}${i.indexed ? ' indexed' : ''}`).join(',')})`;
  return member.signature;
}

/** Whether an interface of the file declares an event or error of the same signature (a function is never shared). */
const declaredIn = (members: Map<string, {member: Member}>, member: Member) =>
  member.kind !== 'function' &&
  [...members.values()].some(
    (other) => other.member.kind === member.kind && other.member.signature === member.signature,
  );
