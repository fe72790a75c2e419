import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {examplesOf, operations, requestMediaOf, responsesOf} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';

/**
 * A 404 example says an id does not exist; an id that the API's other examples show existing makes two examples of
 * the story contradict each other ("no file fil_…" beside "fil_… is linked to HSIF"). So a not-found example names an
 * id no success or other refusal example uses, or says the id was sent to the other environment (review pass 84).
 */

const idPattern = /\b[a-z]+_[0-9A-HJKMNP-TV-Z]{26}\b/g;
/**
 * The id an example says is missing: "No file fil_… exists in your organisation" (not "in Production"), "no active
 * API key key_…", "fil_… is not linked to", "tq_… does not belong to".
 */
const missing = new RegExp(
  [
    String.raw`\bNo (?:[\w-]+ ){1,3}([a-z]+_[0-9A-HJKMNP-TV-Z]{26}) exists\b(?! in Production)`,
    String.raw`\bno (?:active )?API key ([a-z]+_[0-9A-HJKMNP-TV-Z]{26})`,
    String.raw`([a-z]+_[0-9A-HJKMNP-TV-Z]{26}) (?:does not belong to|is not linked to)`,
  ].join('|'),
  'g',
);

/** The 404 examples' details, and the text of every other example (responses and request bodies). */
function examples(doc: OpenApiDocument): {notFound: {where: string; detail: string}[]; others: string[]} {
  const notFound: {where: string; detail: string}[] = [];
  const others: string[] = [];
  for (const entry of operations(doc)) {
    for (const [status, response] of responsesOf(doc, entry))
      for (const media of Object.values(response.content ?? {}))
        for (const [name, {value}] of examplesOf(doc, media)) {
          if (status === '404')
            notFound.push({
              where: `${entry.operation.operationId} ${name}`,
              detail: (value as {detail?: string}).detail ?? '',
            });
          else others.push(JSON.stringify(value ?? null));
        }
    for (const [, {value}] of examplesOf(doc, requestMediaOf(doc, entry)?.media))
      others.push(JSON.stringify(value ?? null));
  }
  return {notFound, others};
}

function contradicted(doc: OpenApiDocument): string[] {
  const {notFound, others} = examples(doc);
  const used = new Set(others.flatMap((text) => text.match(idPattern) ?? []));
  return notFound.flatMap(({where, detail}) =>
    [...detail.matchAll(missing)]
      .map((match) => match.slice(1).find(Boolean)!)
      .filter((id) => used.has(id))
      .map((id) => `${where}: ${id}`),
  );
}

describe('a not-found example names an id the other examples do not use', () => {
  for (const api of loadReference().rest)
    it(api.file, () => {
      expect(contradicted(api.document)).toEqual([]);
    });
});
