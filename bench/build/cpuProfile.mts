/**
 * Self time by source in the V8 CPU profiles a build writes with `--cpu-prof` (one file per thread): the package a
 * function belongs to (`rspack`, `@mdx-js/mdx`), the site's folder (`plugins/reference`), Node's own code, or V8's
 * categories: `(garbage collector)`, and `(idle)` or `(program)`, a JavaScript thread waiting, as the main thread does
 * while Rspack's native threads bundle.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string};
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives, as one of the profile summary's sources. */
function sourceOf({functionName, url}: ProfileNode['callFrame'], siteRoot: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const packagePath = file.split('/node_modules/').at(-1)!;
  if (packagePath !== file) {
    const [scope, name] = packagePath.split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  if (file.startsWith(siteRoot)) {
    const [top, next] = path.relative(siteRoot, file).split(path.sep);
    return top === 'plugins' && next ? `plugins/${next}` : top!;
  }
  return 'other';
}

/** Milliseconds of self time by source, over every profile in `dir`, and the threads profiled. */
export function profileSummary(dir: string, siteRoot: string): {threads: number; bySource: Map<string, number>} {
  const bySource = new Map<string, number>();
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const sources = new Map(profile.nodes.map((node) => [node.id, sourceOf(node.callFrame, siteRoot)]));
    profile.samples.forEach((id, index) => {
      const source = sources.get(id)!;
      bySource.set(source, (bySource.get(source) ?? 0) + profile.timeDeltas[index]! / 1000);
    });
  }
  return {threads: files.length, bySource};
}
