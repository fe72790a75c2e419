import type {ProseLine} from './proseLines';

/** A line of a page cut into its sentences and table cells, for checks that read one sentence at a time. */
export const sentencesOf = (line: string): string[] => line.split(/(?<=[.!?|])\s+(?=[A-Z`(|[])/);

/** Every line of a text with its 1-based number, for checks that read code and reference descriptions too. */
export const numberedLines = (text: string): ProseLine[] =>
  text.split('\n').map((line, index) => ({line: index + 1, text: line}));

/** "file:line what: sentence…" for each sentence of `lines` that `isDefect` picks: the shape of every prose check. */
export const sentenceFindings = (
  file: string,
  lines: ProseLine[],
  isDefect: (sentence: string) => boolean,
  what: string,
): string[] =>
  lines.flatMap(({line, text}) =>
    sentencesOf(text)
      .filter(isDefect)
      .map((sentence) => `${file}:${line} ${what}: ${sentence.trim().slice(0, 90)}`),
  );
