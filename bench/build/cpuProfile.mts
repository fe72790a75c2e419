/**
 * Self time by source in the V8 CPU profiles a build writes with `--cpu-prof` (one file per thread). A function's
 * source is the package it belongs to (`@rspack/core`, `@mdx-js/mdx`), the site's folder (`plugins/reference`), the
 * server bundle that renders the pages (`(server bundle)`: React, the theme and the site's components). Node's own
 * code (a file read, a module load, a process spawned), a built-in (`JSON.parse`, a regular expression) and
 * WebAssembly (solc, resvg) are charged to the nearest caller in a file of the site or a package, else to `node`.
 * What is left are V8's categories: `(garbage collector)`; `(program)`, V8 or Node at work with no JavaScript on the
 * stack (compiling, native callbacks); and `(idle)`, a thread waiting, as the main thread does while Rspack's native
 * threads bundle. Each thread's idle time is added in.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string};
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where code at `url` lives, or undefined for Node's own code, a built-in or WebAssembly (charged to its caller). */
function sourceOfUrl(url: string, siteRoot: string): string | undefined {
  if (url === '' || url.startsWith('wasm://') || url.startsWith('node:')) return undefined;
  // Docusaurus evaluates the server bundle under its bare file name.
  if (url === 'server.bundle.js') return '(server bundle)';
  let file: string;
  try {
    file = url.startsWith('file:') ? fileURLToPath(url) : url;
  } catch {
    return 'other';
  }
  if (!path.isAbsolute(file)) return 'other';
  const relative = path.relative(siteRoot, file);
  const inSite = !relative.startsWith('..') && !path.isAbsolute(relative);
  const parts = file.split(path.sep);
  const packageAt = parts.lastIndexOf('node_modules');
  if (packageAt >= 0 && parts[packageAt + 1] !== '.cache') {
    const name = parts[packageAt + 1]!;
    return name.startsWith('@') ? `${name}/${parts[packageAt + 2]}` : name;
  }
  if (!inSite) return 'other';
  const [top, next] = relative.split(path.sep);
  // The server bundle's chunks, which it requires from the build folder.
  if (top === 'build' && next === '__server') return '(server bundle)';
  return top === 'plugins' && next ? `plugins/${next}` : top!;
}

/** Each node's source: its own file's, a V8 category's, or for a built-in its nearest caller's. */
function sourcesOf(profile: CpuProfile, siteRoot: string): Map<number, string> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sources = new Map<number, string>();
  const sourceOf = (id: number): string => {
    const known = sources.get(id);
    if (known) return known;
    const {functionName, url} = byId.get(id)!.callFrame;
    const callerId = parent.get(id);
    const own = sourceOfUrl(url, siteRoot);
    const caller = functionName.startsWith('(') || callerId === undefined ? undefined : sourceOf(callerId);
    // A V8 category keeps its name; code that no file of the site or a package called (a callback Node runs from its
    // event loop, start-up) is Node's own.
    const source = own ?? (caller === undefined ? functionName || '(native)' : caller === '(root)' ? 'node' : caller);
    sources.set(id, source);
    return source;
  };
  for (const node of profile.nodes) sourceOf(node.id);
  return sources;
}

/** Milliseconds of self time by source, over every profile in `dir`, and the threads profiled. */
export function profileSummary(dir: string, siteRoot: string): {threads: number; bySource: Map<string, number>} {
  const bySource = new Map<string, number>();
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const sources = sourcesOf(profile, siteRoot);
    // As DevTools counts: a sample lasts until the next one.
    profile.samples.forEach((id, index) => {
      const source = sources.get(id)!;
      bySource.set(source, (bySource.get(source) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
  }
  return {threads: files.length, bySource};
}
