/** How text becomes terms, the same in the build and in the browser. */

/**
 * Words joined without a space by the characters identifiers are written with: MISSING_ROLE,
 * assetra.pools.buildBorrow, /chains/{chainId}/transactions, erc-3643, wallet_addEthereumChain.
 */
const joiners = new Set([...'._-/{}:'].map((char) => char.charCodeAt(0)));

/** Whether `text[from…to)` is one or more joiners, read in place: indexing calls this for every word of the docs. */
function joinersOnly(text: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let index = from; index < to; index++) if (!joiners.has(text.charCodeAt(index))) return false;
  return true;
}

/** Joined terms are indexed for every run of two to this many consecutive words. */
export const maxJoinedWords = 4;

const wordPattern = /[\p{L}\p{N}]+/gu;
// The same for text in ASCII, which most is: a simpler pattern runs a few times faster.
const asciiWordPattern = /[a-z0-9]+/g;
const nonAscii = /[\u0080-\uffff]/;

function patternFor(lower: string): RegExp {
  return nonAscii.test(lower) ? wordPattern : asciiWordPattern;
}

/** Lower-case runs of letters and digits. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  return lower.match(patternFor(lower)) ?? [];
}

/**
 * Every term a text is indexed under: its words, then its identifiers as single terms, each run
 * of 2 to `maxJoinedWords` of an identifier's words written together: "assetra.pools.buildBorrow"
 * also gives "assetrapools", "poolsbuildborrow" and "assetrapoolsbuildborrow", so a query for the
 * whole call or its tail finds it, and "erc3643" finds "ERC-3643".
 */
export function indexTerms(text: string): string[] {
  const lower = text.toLowerCase();
  const pattern = patternFor(lower);
  const plain: string[] = [];
  const joined: string[] = [];
  // Words joined by identifier characters are plain[runStart…]; a run of one joins nothing.
  let runStart = 0;
  pattern.lastIndex = 0;
  let previousEnd = -1;
  for (let match = pattern.exec(lower); match; match = pattern.exec(lower)) {
    const word = match[0];
    if (previousEnd < 0 || !joinersOnly(lower, previousEnd, match.index)) {
      joinRun(plain, runStart, plain.length, joined);
      runStart = plain.length;
    }
    plain.push(word);
    previousEnd = match.index + word.length;
  }
  joinRun(plain, runStart, plain.length, joined);
  return joined.length ? [...plain, ...joined] : plain;
}

/** A name in capitals joined by underscores: an error code, a role, an enum value (CP_POOL_NOT_FOUND, MINTER_ROLE). */
const constantName = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * The term a constant is indexed under, its words written together ("cppoolnotfound"), when `text` is one constant
 * (quotes and punctuation around it aside) of at most `maxJoinedWords` words, which the index holds whole; else null.
 */
function constantOf(text: string): string | null {
  const name = text.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  const parts = words(name);
  return constantName.test(name) && parts.length <= maxJoinedWords ? parts.join('') : null;
}

/**
 * The terms of a heading. A heading that is one constant (an error code's row in its catalogue) is indexed as the
 * constant and its runs of words, not as its words: "proposal threshold" is about the setting, not about the
 * BELOW_PROPOSAL_THRESHOLD error, whose row still holds the words in its text. A query for the constant ranks by it
 * in the same way (`QueryWord.partOf`).
 */
export function headingTerms(heading: string): string[] {
  const terms = indexTerms(heading);
  return constantOf(heading) ? terms.slice(words(heading).length) : terms;
}

/** Adds to `joined` every run of 2 to `maxJoinedWords` consecutive words of `run[start…end)`, written together. */
function joinRun(run: readonly string[], start: number, end: number, joined: string[]): void {
  for (let first = start; first < end - 1; first++) {
    let term = run[first];
    for (let last = first + 1; last < Math.min(end, first + maxJoinedWords); last++) {
      term += run[last];
      joined.push(term);
    }
  }
}

export const phraseJoiner = '+';

/** Whether a term is a title as one term, which only a query of the whole title matches. */
export const isPhrase = (term: string) => term.includes(phraseJoiner);

/** The words of a text of two words or more as one term, joined by `phraseJoiner`; null for one word. */
export function phraseOf(text: string): string | null {
  const all = words(text);
  return all.length > 1 ? all.join(phraseJoiner) : null;
}

/**
 * A page title as terms of its own ("reference+as+code"): the whole title and, for a title in
 * parts ("Reference as code: how we rebuilt these docs"), each part. No other term holds the
 * joiner, and each sorts right after its first word, in that word's shard. A query that is a
 * whole title, or a whole part, finds the page by it.
 */
export function titlePhrases(title: string): string[] {
  const phrases = [title, ...title.split(/\s*[:—–]\s+/)].map(phraseOf);
  return [...new Set(phrases.filter((phrase): phrase is string => phrase !== null))];
}

/** One word of a query, as the engine looks it up. */
export interface QueryWord {
  text: string;
  /** An identifier written as one term (MISSING_ROLE → missingrole); its words come as words too. */
  joined: boolean;
  /** The last word: the reader may still be typing it, so longer words that start with it count. */
  typed: boolean;
  /** The whole query as a page title (`titlePhrase`): it matches that term exactly, and adds to a page's score only. */
  phrase?: boolean;
  /** A phrase of a run of the query's words, not the whole query; `last` when the run ends the query. */
  run?: 'inside' | 'last';
  /**
   * A word of a constant the query writes (CP_POOL_NOT_FOUND): the constant as one term, which ranks in the words'
   * place wherever it is a term (see `headingTerms`).
   */
  partOf?: string;
}

/** The words of a query in order, each once, with the identifiers it writes as single terms. */
export function queryWords(query: string): QueryWord[] {
  const chunks = query.split(/\s+/).filter((chunk) => words(chunk).length > 0);
  const found = new Map<string, QueryWord>();
  chunks.forEach((chunk, index) => {
    const last = index === chunks.length - 1;
    const parts = words(chunk);
    const constant = constantOf(chunk);
    const add = (text: string, joined: boolean, typed: boolean, partOf?: string) => {
      const known = found.get(text);
      const word: QueryWord = {
        text,
        joined: joined && (known?.joined ?? true),
        typed: typed || (known?.typed ?? false),
      };
      // A word the query also writes elsewhere, on its own or in another name, ranks as itself.
      const onlyPartOf = known ? (known.partOf === partOf ? partOf : undefined) : partOf;
      found.set(text, onlyPartOf ? {...word, partOf: onlyPartOf} : word);
    };
    parts.forEach((part, position) => add(part, false, last && position === parts.length - 1, constant ?? undefined));
    if (parts.length > 1 && parts.length <= maxJoinedWords) add(parts.join(''), true, last);
  });
  const whole = phraseOf(query);
  if (whole) found.set(whole, {text: whole, joined: false, typed: false, phrase: true});
  // A page title written inside a longer query ("frozen balance my wallet") finds its page as the whole title does.
  const all = words(query);
  for (let length = Math.min(all.length, maxJoinedWords); length >= 2; length -= 1)
    for (let start = 0; start + length <= all.length; start += 1) {
      const phrase = all.slice(start, start + length).join(phraseJoiner);
      const run = start + length === all.length ? 'last' : 'inside';
      if (!found.has(phrase)) found.set(phrase, {text: phrase, joined: false, typed: false, phrase: true, run});
    }
  return [...found.values()];
}
