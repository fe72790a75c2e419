/**
 * How to reach a plugin's feature from the keyboard, which the plugin publishes in its global data so that pages
 * outside it (the 404's ways forward) can say so without naming the plugin. Browser code: no Node modules.
 */
export interface KeyboardHint {
  /** What the keys do, as the start of a sentence: "Search the docs". */
  action: string;
  /** Each way to press it, as its keycaps: `[['/'], ['Ctrl', 'K']]`. */
  keys: string[][];
  /** The ways that differ on a Mac. */
  macKeys?: string[][];
  /** What the reader does next, as the end of the sentence: "type what you were looking for". */
  then: string;
}

export interface DeclaresKeyboardHint {
  keyboardHint: KeyboardHint;
}

/** Every hint the plugins' global data declares (Docusaurus' `useGlobalData()`: plugin name → instance id → data). */
export function declaredKeyboardHints(globalData: Record<string, Record<string, unknown>>): KeyboardHint[] {
  return Object.values(globalData).flatMap((instances) =>
    Object.values(instances).flatMap((data) => {
      const hint = (data as Partial<DeclaresKeyboardHint> | null | undefined)?.keyboardHint;
      return hint && Array.isArray(hint.keys) ? [hint] : [];
    }),
  );
}
