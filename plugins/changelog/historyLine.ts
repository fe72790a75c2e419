import {previousMajorSupportMonths} from '../../src/data/deprecationPolicy';
import {releaseLine, type Release} from '../../src/data/releases';
import {code, link, text, type Block, type Inline} from '../support/mdast';
import type {ItemHistory} from './itemHistory';
import {longDate, releaseUrl} from './routes';

const releaseLink = (release: Release, withLine: boolean) =>
  link(releaseUrl(release), text(`${withLine ? `${releaseLine(release.line).name} ` : ''}${release.version}`));

/**
 * One short line under an item's heading: "Added in Pools 1.1 · Changed in 1.2 · Deprecated since …". A deprecated REST
 * operation also says it sends `Deprecation` (and `Sunset` once the next major is scheduled), and stays in `v1`.
 */
export function historyLine(history: ItemHistory, restOperation: boolean): Block {
  const parts: Inline[][] = [];
  let named = false;
  const release = (one: Release) => {
    const node = releaseLink(one, !named);
    named = true;
    return node;
  };
  if (history.added) parts.push([text('Added in '), release(history.added)]);
  if (history.changed.length)
    parts.push([
      text('Changed in '),
      ...history.changed.flatMap((one, index) => (index ? [text(', '), release(one)] : [release(one)])),
    ]);
  if (history.deprecated) {
    const since = history.deprecated;
    parts.push([text('Deprecated since '), release(since), text(` (${longDate(since.date)})`)]);
    if (restOperation)
      parts.push([
        text('responses carry '),
        code('Deprecation'),
        text(', and '),
        code('Sunset'),
        text(' once the major version that leaves it out is scheduled; it stays in '),
        code('v1'),
        text(`, which is supported at least ${previousMajorSupportMonths} months after `),
        code('v2'),
        text(' ships'),
      ]);
  }
  return {
    type: 'paragraph',
    data: {hProperties: {className: ['reference-history']}},
    children: [...parts.flatMap((part, index) => (index ? [text(' · '), ...part] : part)), text('.')],
  };
}
