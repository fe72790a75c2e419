import type {Change, InterfaceKind, ItemRef, Severity} from './model';

/** One line of a release's changes: changes with the same wording, over every item they reach. */
export interface Entry {
  interface: InterfaceKind;
  severity: Severity;
  /** Markdown. */
  message: string;
  /** The items it reaches; `removed` ones are gone from the reference and get no link. */
  items: (ItemRef & {removed: boolean})[];
  /** It deprecates something: the policy's notice before a removal, which readers must act on. */
  deprecates: boolean;
}

const rank: Record<Severity, number> = {breaking: 0, dangerous: 1, safe: 2};

/** `subject: detail`; details of one subject over the same items are joined into one entry. */
function split(message: string): [subject: string, detail: string | undefined] {
  const at = message.indexOf(': `');
  return at < 0 ? [message, undefined] : [message.slice(0, at), message.slice(at + 2)];
}

/**
 * A release's changes as entries, breaking first: the REST differ reports a schema change once per operation and
 * response, so identical wording is one entry listing the operations, and one subject's value changes are one entry.
 */
export function entriesOf(changes: Change[]): Entry[] {
  const byMessage = new Map<string, Entry>();
  for (const change of changes) {
    const key = `${change.interface}|${change.message}`;
    const entry = byMessage.get(key) ?? {
      interface: change.interface,
      severity: change.severity,
      message: change.message,
      items: [],
      deprecates: false,
    };
    if (change.deprecates) entry.deprecates = true;
    if (rank[change.severity] < rank[entry.severity]) entry.severity = change.severity;
    if (change.item && !entry.items.some((item) => item.key === change.item!.key && item.kind === change.item!.kind))
      entry.items.push({
        kind: change.item.kind,
        key: change.item.key,
        label: change.item.label,
        removed: change.item.action === 'removed',
      });
    byMessage.set(key, entry);
  }
  const bySubject = new Map<string, Entry>();
  for (const entry of byMessage.values()) {
    const [subject, detail] = split(entry.message);
    const key = `${entry.interface}|${entry.severity}|${subject}|${entry.items.map((item) => item.key).join(',')}`;
    const joined = bySubject.get(key);
    if (joined && detail) joined.message += `; ${detail}`;
    else bySubject.set(key, {...entry});
  }
  return [...bySubject.values()].sort((a, b) => rank[a.severity] - rank[b.severity]);
}

/** How many entries a release has, and how many of them break. */
export const counts = (entries: Entry[]) => ({
  breaking: entries.filter((entry) => entry.severity === 'breaking').length,
  total: entries.length,
});

/**
 * A release's entries counted in words. The count covers the interface changes the comparison finds (schemas, SDL,
 * ABIs and the problem codes of REST error responses), so a release that changed behaviour in its descriptions says
 * so instead of "0 changes".
 */
export function interfaceChangeCount(total: number): string {
  if (total === 0) return 'No interface changes';
  return `${total} interface ${total === 1 ? 'change' : 'changes'}`;
}
