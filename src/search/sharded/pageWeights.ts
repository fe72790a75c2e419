import type {SearchRecord} from '../records';
import {indexedFields, pageBm25, pageHeadingFrequency, pageWeight, tokenize} from './scoring';

/**
 * For every term, its BM25 weight in every page that holds it, a page being all its headings and
 * text. Length normalisation is what makes it useful: a page about a subject says its words
 * often for its length, while a glossary, an FAQ or a long reference mentions them among many.
 */
export function weighPages(
  records: readonly SearchRecord[],
  pageOf: readonly number[],
  pageCount: number,
): Map<string, Map<number, number>> {
  const frequencies = new Map<string, Map<number, number>>();
  const lengths = new Array<number>(pageCount).fill(0);
  const weightOfPage = new Array<number>(pageCount).fill(1);
  records.forEach((record, id) => {
    const page = pageOf[id]!;
    weightOfPage[page] = pageWeight(record);
    const {title, content} = indexedFields(record);
    const count = (text: string, frequency: number) => {
      for (const term of tokenize(text)) {
        let byPage = frequencies.get(term);
        if (!byPage) frequencies.set(term, (byPage = new Map()));
        byPage.set(page, (byPage.get(page) ?? 0) + frequency);
        lengths[page]! += frequency;
      }
    };
    count(title, pageHeadingFrequency);
    count(content, 1);
  });
  const average = Math.max(1, lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, pageCount));
  const weights = new Map<string, Map<number, number>>();
  for (const [term, byPage] of frequencies) {
    const idf = Math.log(1 + (pageCount - byPage.size + 0.5) / (byPage.size + 0.5));
    const termWeights = new Map<number, number>();
    for (const [page, frequency] of byPage) {
      const saturation =
        (frequency * (pageBm25.k1 + 1)) /
        (frequency + pageBm25.k1 * (1 - pageBm25.b + (pageBm25.b * lengths[page]!) / average));
      termWeights.set(page, idf * saturation * weightOfPage[page]!);
    }
    weights.set(term, termWeights);
  }
  return weights;
}
