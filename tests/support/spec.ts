import fs from 'node:fs';
import path from 'node:path';
import {specDir} from './paths';

const specText = (): string => fs.readFileSync(path.join(specDir, 'SPEC.md'), 'utf8');

function specLine(prefix: string): string {
  const line = specText()
    .split('\n')
    .find((candidate) => candidate.startsWith(prefix));
  if (!line) throw new Error(`SPEC.md has no line starting with "${prefix}"`);
  return line.slice(prefix.length);
}

/** SPEC §2 "Left links": the navbar's section links, in order. */
export function specNavbarLinks(): {href: string; label: string}[] {
  return [...specLine('Left links: ').matchAll(/(\/\S+) \(([^)]+)\)/g)].map(([, href, label]) => ({
    href: href!,
    label: label!,
  }));
}

/** SPEC §2 "Known tags". */
export function specTags(): string[] {
  return specLine('- /docs/tags and /docs/tags/{tag}. Known tags: ')
    .replace(/\.$/, '')
    .split(',')
    .map((tag) => tag.trim());
}

export interface RouteEntry {
  route: string;
  /** The `## ` heading of routes.txt the route is listed under. */
  group: string;
}

/** Every route of routes.txt with its group, comments stripped. */
export function specRoutes(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  let group = '';
  for (const raw of fs.readFileSync(path.join(specDir, 'routes.txt'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) group = line.slice(3).trim();
    else if (line.startsWith('/')) entries.push({route: line.split(/\s+/)[0]!, group});
  }
  return entries;
}
