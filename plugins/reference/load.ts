import fs from 'node:fs';
import path from 'node:path';
import type {Formats} from './format';
import {siteFormats} from './formats';
import {loadGraphql as loadGraphqlFrom, type GraphqlApi} from './graphql/format';
import {loadRest as loadRestFrom, type RestApi} from './openapi/format';
import {referenceDir, referenceFiles} from './paths';
import type {Contracts} from './solidity/format';

export type {GraphqlApi, RestApi};

/** Everything under reference/, each format's part: what pages render and tests check. */
export interface ReferenceBundle extends Contracts {
  dir: string;
  rest: RestApi[];
  graphql: GraphqlApi[];
}

export const loadRest = (dir = referenceDir): RestApi[] => loadRestFrom(dir);
export const loadGraphql = (dir = referenceDir): GraphqlApi[] => loadGraphqlFrom(dir);

/** Every file of the formats' folders with its modification time: the cache key, so `npm start` sees edits. */
function fingerprint(formats: Formats<unknown>, dir: string): string {
  return formats
    .flatMap((format) => format.folders)
    .flatMap((folder) => referenceFiles(folder, '', dir))
    .map((file) => `${file}:${fs.statSync(path.join(dir, file)).mtimeMs}`)
    .join('|');
}

const caches = new WeakMap<Formats<unknown>, Map<string, {key: string; bundle: unknown}>>();

function cached<Bundle>(formats: Formats<Bundle>, dir: string, key: string): Bundle | undefined {
  const entry = caches.get(formats)?.get(dir);
  return entry?.key === key ? (entry.bundle as Bundle) : undefined;
}

function remember<Bundle>(formats: Formats<Bundle>, dir: string, key: string, parts: object[]): Bundle {
  const bundle: Record<string, unknown> = {dir};
  for (const part of parts)
    for (const [name, value] of Object.entries(part)) {
      if (name in bundle) throw new Error(`Two reference formats load a part named "${name}"`);
      bundle[name] = value;
    }
  if (!caches.has(formats)) caches.set(formats, new Map());
  caches.get(formats)!.set(dir, {key, bundle});
  return bundle as Bundle;
}

/** Reads, parses and compiles every format's files once per change. */
export function loadBundle<Bundle>(formats: Formats<Bundle>, dir: string): Bundle {
  const key = fingerprint(formats, dir);
  return (
    cached(formats, dir, key) ??
    remember(
      formats,
      dir,
      key,
      formats.map((format) => format.load(dir)),
    )
  );
}

/** As loadBundle, with each format's slow work (solc) started first, off this thread, while the others load here. */
export async function loadBundleInParallel<Bundle>(formats: Formats<Bundle>, dir: string): Promise<Bundle> {
  const key = fingerprint(formats, dir);
  const known = cached(formats, dir, key);
  if (known) return known;
  // Each in a promise, so one that throws at once is awaited like one that rejects.
  const started = formats.map((format) =>
    format.loadInParallel ? new Promise<object>((resolve) => resolve(format.loadInParallel!(dir))) : undefined,
  );
  // When a load here throws, the started ones are still awaited, so their failures are not left unhandled.
  const settled = await Promise.allSettled(
    formats.map((format, index) => started[index] ?? new Promise<object>((resolve) => resolve(format.load(dir)))),
  );
  const failed = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
  if (failed.length === 1) throw failed[0];
  if (failed.length > 1) throw new Error(failed.map((error) => error.message).join('\n'), {cause: failed});
  const parts = settled.map((outcome) => (outcome as PromiseFulfilledResult<object>).value);
  return remember(formats, dir, key, parts);
}

/** The site's reference (reference/), loaded by its formats. */
export const loadReference = (dir = referenceDir): ReferenceBundle => loadBundle<ReferenceBundle>(siteFormats, dir);

/** As loadReference, with the contracts compiled on a worker thread while this one parses the rest (the build's). */
export const loadReferenceInParallel = (dir = referenceDir): Promise<ReferenceBundle> =>
  loadBundleInParallel<ReferenceBundle>(siteFormats, dir);
