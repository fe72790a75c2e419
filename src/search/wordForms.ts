/**
 * A light English stem, so that the forms of one word find each other: "accrued", "accrues",
 * "accruing" and "accrue" share "accru", "tokens" and "token" share "token". Only the endings of
 * plurals, past tenses and "-ing" come off, and only where four letters stay; words with digits or
 * other signs (identifiers, codes) are their own stem.
 */
const endings = ['ing', 'ed', 'es', 's'] as const;

/** Words whose final "s" is no plural: "process", "status", "basis". */
const keepsFinalS = /[siu]s$/;

export function stemOf(word: string): string {
  if (word.length < 5 || /[^a-z]/.test(word)) return word;
  let stem = word;
  for (const ending of endings) {
    if (!word.endsWith(ending) || word.length - ending.length < 4) continue;
    if (ending === 's' && keepsFinalS.test(word)) break;
    stem = word.slice(0, -ending.length);
    break;
  }
  // "accrue" and "accrued" meet at "accru".
  return stem.length >= 5 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}
