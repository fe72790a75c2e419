import {uniqueMembers} from '../../reference/public';
import type {ErrorDoc, EventDoc, FunctionDoc, SourceDoc} from '../../reference/public';
import type {Change, ItemRef, Severity} from '../model';

type Member = FunctionDoc | EventDoc | ErrorDoc;

const deprecated = (member: Member) => member.natspec.custom.has('deprecated');

/**
 * What callers and indexers bind to: a function's selector and ABI return types (a returned struct as its tuple, so a
 * reordered field counts and a renamed struct does not), an event's topic and indexed layout.
 */
function binding(member: Member): string {
  if (member.kind === 'function') return `${member.selector} returns ${member.returns}`;
  if (member.kind === 'event')
    return `${member.topic} indexed ${member.inputs.map((i) => (i.indexed ? 1 : 0)).join('')}`;
  return member.selector;
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
    : {kind: `contract-${member.kind}`, key: `${file}:${member.signature}`, label: member.name};
}

/** Members keyed by contract and name: functions are unique per file (no overloads), events and errors by name. */
function membersOf(source: SourceDoc): Map<string, {contract: string; member: Member}> {
  const members = new Map<string, {contract: string; member: Member}>();
  for (const contract of source.contracts)
    for (const fn of contract.functions)
      members.set(`${contract.name}.${fn.name}`, {contract: contract.name, member: fn});
  const owner = (member: EventDoc | ErrorDoc) =>
    source.contracts.find((contract) => [...contract.events, ...contract.errors].includes(member))!.name;
  for (const event of uniqueMembers(source.contracts, (contract) => contract.events))
    members.set(`event ${event.name}`, {contract: owner(event), member: event});
  for (const error of uniqueMembers(source.contracts, (contract) => contract.errors))
    members.set(`error ${error.name}`, {contract: owner(error), member: error});
  return members;
}

/**
 * Changes between two compilations of one .sol file, read from the ABIs solc produced: functions by selector and
 * return types, events by topic 0 and indexed parameters, errors by selector.
 */
export function diffAbi(file: string, before: SourceDoc, after: SourceDoc): Change[] {
  const old = membersOf(before);
  const now = membersOf(after);
  const changes: Change[] = [];
  const change = (
    key: string,
    member: Member,
    contract: string,
    action: 'added' | 'removed' | 'changed',
    message: string,
  ) =>
    changes.push({
      interface: 'contracts',
      file,
      path: key,
      severity: severity(action),
      message,
      item: {...itemOf(file, contract, member), action},
      ...(action === 'removed' && {removedDeprecated: deprecated(member)}),
    });
  const deprecation = (key: string, contract: string, member: Member, added: boolean) =>
    changes.push({
      interface: 'contracts',
      file,
      path: key,
      severity: 'safe',
      message: `${added ? 'Deprecated' : 'Withdrew the deprecation of'} ${member.kind} \`${member.signature}\``,
      [added ? 'deprecates' : 'undeprecates']: key,
      item: {...itemOf(file, contract, member), action: added ? 'deprecated' : 'undeprecated'},
    });
  // Each difference of a member is its own change, so a deprecation made with another change hides neither.
  for (const [key, {contract, member}] of old) {
    const next = now.get(key);
    if (!next) {
      change(key, member, contract, 'removed', `Removed ${member.kind} \`${member.signature}\` (${identity(member)})`);
      continue;
    }
    if (binding(next.member) !== binding(member)) {
      const readable = describe(member) !== describe(next.member);
      const [from, to] = [member, next.member].map((side) => (readable ? describe(side) : describeAbi(side)));
      change(
        key,
        next.member,
        next.contract,
        'changed',
        `Changed ${member.kind} \`${member.name}\` from \`${from}\` to \`${to}\``,
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
        item: {...itemOf(file, next.contract, next.member), action: 'changed'},
      });
    if (deprecated(next.member) !== deprecated(member))
      deprecation(key, next.contract, next.member, deprecated(next.member));
  }
  for (const [key, {contract, member}] of now) {
    if (old.has(key)) continue;
    change(key, member, contract, 'added', `Added ${member.kind} \`${member.signature}\` (${identity(member)})`);
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

/** A member as its ABI sees it, for a change the readable types do not show (a returned struct's fields). */
const describeAbi = (member: Member) =>
  member.kind === 'function' ? `${member.signature} returns ${member.returns}` : member.signature;
