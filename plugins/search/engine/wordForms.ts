/**
 * A light English stem, so that the forms of one word find each other: "accrued", "accrues",
 * "accruing" and "accrue" share "accru", "keys" and "key" share "key". Only the endings of plurals,
 * past tenses and "-ing" come off, and only where four letters stay (three for a plural "s"); words
 * with digits or other signs (identifiers, codes) are their own stem.
 */
const endings = [
  {ending: 'ing', keeps: 4},
  {ending: 'ed', keeps: 4},
  {ending: 'es', keeps: 4},
  {ending: 's', keeps: 3},
] as const;

/** Words whose final "s" is no plural: "process", "status", "basis" (four letters are plurals: "apis", "keys"). */
const keepsFinalS = /ss$|^[a-z]{3,}[iu]s$/;

export function stemOf(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  let stem = word;
  for (const {ending, keeps} of endings) {
    if (!word.endsWith(ending) || word.length - ending.length < keeps) continue;
    if (ending === 's' && keepsFinalS.test(word)) break;
    stem = word.slice(0, -ending.length);
    break;
  }
  // "accrue" and "accrued" meet at "accru".
  return stem.length >= 5 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}
