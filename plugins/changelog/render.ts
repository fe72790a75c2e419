import {effectiveFrom, noticeExampleAnnouncement, policyRows} from '../../src/data/deprecationPolicy';
import {releaseLine, releaseLines, unreleased, type ReleaseLineId} from '../../src/data/releases';
import {
  code,
  heading,
  inlineMarkdown,
  link,
  markdown,
  paragraph,
  strong,
  table,
  text,
  type Block,
  type Inline,
} from '../support/mdast';
import {counts, entriesOf, interfaceChangeCount, type Entry} from './entries';
import type {ReleaseChanges} from './history';
import {placeKey, type Place} from './links';
import type {InterfaceKind} from './model';
import {feedFiles, longDate, releaseAnchor, releaseUrl} from './routes';

const interfaceTitles: Record<InterfaceKind, string> = {
  rest: 'REST API',
  graphql: 'GraphQL API',
  contracts: 'Contracts',
};
const severityLabels = {breaking: 'Breaking', dangerous: 'Dangerous'} as const;
/** Items named per entry before the rest are counted: a schema change can reach most of an API's operations. */
const itemsShown = 6;

function bulletList(items: Inline[][]): Block {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
  };
}

/** The message's first letter in capitals: the REST wording may start with "the query parameter". */
const sentenceCase = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function entryLine(entry: Entry, places: Map<string, Place[]>, removableFrom: string): Inline[] {
  const line: Inline[] = [];
  if (entry.severity !== 'safe') line.push(strong(text(`${severityLabels[entry.severity]}:`)), text(' '));
  else if (entry.deprecates) line.push(strong(text('Deprecated:')), text(' '));
  // REST removes only in a new major version; GraphQL and contracts once the notice from the deprecation has run.
  const removal = !entry.deprecates
    ? []
    : entry.interface === 'rest'
      ? [text(' It stays in '), code('v1'), text('; a new major version may leave it out.')]
      : [text(` It may be removed from ${longDate(removableFrom)}.`)];
  const target = (item: Entry['items'][number]) => {
    const place = item.removed ? undefined : places.get(placeKey(item))?.[0];
    return place && `${place.route}#${place.anchor}`;
  };
  const message = inlineMarkdown(sentenceCase(entry.message));
  const [only] = entry.items;
  // A change to one item the message names (an added operation, a removed field) links that name in the message.
  const named =
    entry.items.length === 1 && message.find((node) => node.type === 'inlineCode' && node.value === only.label);
  if (named) {
    const url = target(only);
    return [...line, ...message.map((node) => (node === named && url ? link(url, node) : node)), text('.'), ...removal];
  }
  line.push(...message, text('.'));
  if (entry.items.length === 0) return [...line, ...removal];
  const shown = entry.items.slice(0, itemsShown).map((item): Inline[] => {
    const label: Inline = {type: 'inlineCode', value: item.label};
    const url = target(item);
    return [url ? link(url, label) : label];
  });
  const more = entry.items.length - shown.length;
  line.push(text(' In '), ...shown.flatMap((item, index) => (index ? [text(', '), ...item] : item)));
  if (more > 0) line.push(text(` and ${more} more`));
  line.push(text('.'), ...removal);
  return line;
}

function releaseTitle({release}: ReleaseChanges, withLine: boolean): string {
  return `${withLine ? `${releaseLine(release.line).name} ` : ''}${release.version}, ${longDate(release.date)}`;
}

function migration(entry: ReleaseChanges): Block[] {
  const note = entry.release.migration;
  if (!note) return [];
  const [first, ...rest] = markdown(note);
  const lead = strong(text('Migration:'));
  return first?.type === 'paragraph'
    ? [paragraph(lead, text(' '), ...first.children), ...rest]
    : [paragraph(lead), ...markdown(note)];
}

/** One release on its line's page: summary, migration note, then its changes by interface, breaking first. */
function releaseSection(entry: ReleaseChanges, places: Map<string, Place[]>): Block[] {
  const id = releaseAnchor(entry.release);
  const entries = entriesOf(entry.changes);
  const blocks: Block[] = [
    heading(2, id, text(releaseTitle(entry, true))),
    ...markdown(entry.release.summary),
    ...migration(entry),
  ];
  if (!entry.previous) return blocks;
  if (entries.length === 0)
    blocks.push(
      paragraph(
        text(`${interfaceChangeCount(0)}: what changed is in the descriptions and examples, as the notes above say.`),
      ),
    );
  for (const kind of ['rest', 'graphql', 'contracts'] as const) {
    const own = entries.filter((candidate) => candidate.interface === kind);
    if (own.length === 0) continue;
    blocks.push(
      heading(3, `${id}-${kind}`, text(interfaceTitles[kind])),
      bulletList(own.map((one) => entryLine(one, places, effectiveFrom(entry.release.date)))),
    );
  }
  return blocks;
}

function announcedSection(lines: ReleaseLineId[]): Block[] {
  const notes = unreleased
    .filter((candidate) => lines.includes(candidate.line))
    .flatMap((notes) => notes.announced.map((change) => ({line: notes.line, change})));
  if (notes.length === 0) return [];
  return [
    heading(2, 'announced', text('Announced breaking changes')),
    table(
      ['Product', 'Change', 'Announced', 'Takes effect from'],
      notes.map(({line, change}) => [
        releaseLine(line).name,
        inlineMarkdown(change.note),
        longDate(change.announced),
        longDate(effectiveFrom(change.announced)),
      ]),
    ),
  ];
}

/** `::api-changelog{product="pools"}`: the line's announced changes, then its releases, newest first. */
export function renderLineChangelog(
  line: ReleaseLineId,
  history: ReleaseChanges[],
  places: Map<string, Place[]>,
): Block[] {
  releaseLine(line);
  return [
    ...announcedSection([line]),
    ...history.filter((entry) => entry.release.line === line).flatMap((entry) => releaseSection(entry, places)),
  ];
}

/** `::api-changelog`: every line's releases, newest first, each summarised with a link to its changes. */
export function renderPlatformChangelog(history: ReleaseChanges[]): Block[] {
  return [
    paragraph(
      text('Follow it in a feed reader: '),
      {
        type: 'mdxJsxTextElement',
        name: 'a',
        attributes: [{type: 'mdxJsxAttribute', name: 'href', value: `pathname:///${feedFiles.rss}`}],
        children: [text('RSS')],
      },
      text(' or '),
      {
        type: 'mdxJsxTextElement',
        name: 'a',
        attributes: [{type: 'mdxJsxAttribute', name: 'href', value: `pathname:///${feedFiles.atom}`}],
        children: [text('Atom')],
      },
      text('.'),
    ),
    ...announcedSection(releaseLines.map((line) => line.id)),
    ...history.flatMap((entry): Block[] => {
      const {breaking, total} = counts(entriesOf(entry.changes));
      const tally = entry.previous
        ? [text(interfaceChangeCount(total)), ...(breaking ? [text(', '), strong(text(`${breaking} breaking`))] : [])]
        : [text('Baseline snapshot')];
      return [
        heading(2, releaseAnchor(entry.release), text(releaseTitle(entry, true))),
        ...markdown(entry.release.summary),
        paragraph(
          ...tally,
          text('. '),
          link(releaseUrl(entry.release), text(`Read the ${releaseTitle(entry, true).split(',')[0]} changes`)),
          text('.'),
        ),
      ];
    }),
  ];
}

/** `::deprecation-policy`: the policy table and its worked example, from src/data/deprecationPolicy.ts. */
export function renderPolicy(): Block[] {
  return [
    table(
      ['Interface', 'Non-breaking changes', 'Breaking changes'],
      policyRows.map((row) => [row.label, inlineMarkdown(row.nonBreaking), inlineMarkdown(row.breaking)]),
    ),
    paragraph(
      text(
        `Notice counts from the announcement: a breaking change announced on ${longDate(noticeExampleAnnouncement)} takes effect no earlier than ${longDate(effectiveFrom(noticeExampleAnnouncement))}.`,
      ),
    ),
  ];
}
