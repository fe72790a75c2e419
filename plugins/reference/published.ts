import type {Formats, PublishedFile} from './format';
import {siteFormats} from './formats';
import type {ReferenceBundle} from './load';

const published = new WeakMap<Formats<never>, WeakMap<object, Map<string, PublishedFile>>>();

/**
 * Files published under /reference/ for download, by path relative to it: what each format publishes (the site's:
 * the reference sources as they are, one ABI per compiled interface, a Postman and an Insomnia collection per REST
 * API). Pages link only to these; the build emits them.
 */
export function publishedBy<Bundle extends object>(
  formats: Formats<Bundle>,
  bundle: Bundle,
): Map<string, PublishedFile> {
  // Every page with a directive asks; the bundle is new whenever a reference file changes.
  const byBundle = published.get(formats) ?? new WeakMap<object, Map<string, PublishedFile>>();
  published.set(formats, byBundle);
  const cached = byBundle.get(bundle);
  if (cached) return cached;
  const files = new Map<string, PublishedFile>();
  for (const format of formats)
    for (const published of format.publish?.(bundle) ?? []) {
      if (files.has(published.file)) throw new Error(`Two reference formats publish ${published.file}`);
      files.set(published.file, published);
    }
  byBundle.set(bundle, files);
  return files;
}

/** The site's published files. */
export const publishedFiles = (bundle: ReferenceBundle): Map<string, PublishedFile> => publishedBy(siteFormats, bundle);

/** Every file the formats serve besides the downloads (the explorers' data), path under the site → text. */
function served<Bundle>(formats: Formats<Bundle>, partOf: (format: Formats<Bundle>[number]) => object) {
  const files = new Map<string, string>();
  for (const format of formats)
    for (const [file, text] of format.serve?.(partOf(format)) ?? []) {
      if (files.has(file)) throw new Error(`Two reference formats serve ${file}`);
      files.set(file, text);
    }
  return files;
}

/** The files the formats serve, from a loaded bundle. */
export const servedBy = <Bundle extends object>(formats: Formats<Bundle>, bundle: Bundle): Map<string, string> =>
  served(formats, () => bundle);

/** The same, each format that serves loading its own part of reference/ alone (serveWorker.ts). */
export const servedFromParts = <Bundle>(formats: Formats<Bundle>, dir: string): Map<string, string> =>
  served(formats, (format) => format.load(dir));
