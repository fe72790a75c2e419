import {beforeAll, describe, expect, it} from 'vitest';
import {entriesOf, type Entry} from '@site/plugins/changelog/entries';
import {releaseHistory} from '@site/plugins/changelog/history';

/** Schema keywords the REST wording names beside the subject (“Changed `pattern` of …”): not what changed. */
const keywords = new Set([
  'pattern',
  'format',
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
]);

/**
 * `data[].status` is also `status`, `claim(uint256)` also `claim`, `@sdkMethod` also `sdkMethod`, `409 ASSET_PAUSED`
 * also `409` and `ASSET_PAUSED`: the names a note would use.
 */
function variants(name: string): string[] {
  const found = [
    name,
    ...(name.includes(' ') ? name.split(/\s+/) : []),
    ...(name.startsWith('@') ? [name.slice(1)] : []),
  ];
  const field = name.split(/\[\]\.|\./).at(-1)!;
  if (field !== name) found.push(field);
  const call = /^(\w+)\(/.exec(name);
  if (call) found.push(call[1]!);
  return found;
}

/**
 * What a message names: its code spans (REST, contracts) and quoted names (GraphQL Inspector), keywords left out; a
 * message that names nothing ("Added the request body.") is about its operations, named by path (`/auth/refresh`).
 */
function namesIn(entry: Entry): Set<string> {
  const quoted = entry.interface === 'graphql' ? [...entry.message.matchAll(/'([A-Za-z_][\w.]*)'/g)] : [];
  const spans = [...entry.message.matchAll(/`([^`]+)`/g), ...quoted].map(([, name]) => name!);
  const names = spans.filter((name) => !keywords.has(name));
  if (names.length === 0) return new Set(entry.items.flatMap(({label}) => [label, label.split(' ').at(-1)!]));
  return new Set(names.flatMap(variants));
}

const noteNames = (note: string) => new Set([...note.matchAll(/`([^`]+)`/g)].flatMap(([, name]) => variants(name!)));

describe('migration notes', () => {
  // Without cached diffs (a fresh clone), comparing every release takes about 20 s, more on a busy machine.
  beforeAll(() => void releaseHistory(), 300_000);

  it('every release with a breaking change has one, naming what each breaking entry changes', () => {
    const gaps: string[] = [];
    let checked = 0;
    for (const {release, previous, changes} of releaseHistory()) {
      if (!previous) continue;
      const breaking = entriesOf(changes).filter((entry: Entry) => entry.severity === 'breaking');
      if (breaking.length === 0) continue;
      const label = `${release.line} ${release.version}`;
      if (!release.migration) {
        gaps.push(`${label}: ${breaking.length} breaking entries and no migration note`);
        continue;
      }
      const named = noteNames(release.migration);
      for (const entry of breaking) {
        checked++;
        const subject = [...namesIn(entry)];
        if (!subject.some((name) => named.has(name)))
          gaps.push(`${label}: the migration note names none of ${subject.join(', ')} (${entry.message})`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(gaps).toEqual([]);
  });

  it('every release names each dangerous entry (a value or status a client may newly meet) in its notes', () => {
    const gaps: string[] = [];
    let checked = 0;
    for (const {release, previous, changes} of releaseHistory()) {
      if (!previous) continue;
      const named = noteNames(`${release.summary} ${release.migration ?? ''}`);
      for (const entry of entriesOf(changes).filter((entry: Entry) => entry.severity === 'dangerous')) {
        checked++;
        const subject = [...namesIn(entry)];
        if (!subject.some((name) => named.has(name)))
          gaps.push(
            `${release.line} ${release.version}: the notes name none of ${subject.join(', ')} (${entry.message})`,
          );
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(gaps).toEqual([]);
  });
});
