/**
 * The title's type size on a card: as large as fits in `titleMaxLines` lines, never smaller than
 * the last candidate. Measured with the renderer's own layout, so the choice is exact.
 */

/** Candidate title sizes in px, largest first. */
export const titleFontSizes = [76, 68, 60, 52, 44] as const;
export const titleLineHeight = 1.15;
export const titleMaxLines = 3;

export interface TitleFit {
  fontSize: number;
  /** Lines the title takes at that size, before any clamping. */
  lines: number;
}

/** Height in px the title takes, laid out at `fontSize` in the card's title box. */
export type MeasureTitleHeight = (title: string, fontSize: number) => Promise<number>;

export function linesOf(height: number, fontSize: number): number {
  return Math.round(height / (fontSize * titleLineHeight));
}

/**
 * The largest candidate size at which `title` fits in `titleMaxLines` lines. A title too long even
 * at the smallest size gets the smallest, and the card clamps it with an ellipsis.
 */
export async function fitTitle(title: string, measureHeight: MeasureTitleHeight): Promise<TitleFit> {
  const measure = async (fontSize: number): Promise<TitleFit> => ({
    fontSize,
    lines: linesOf(await measureHeight(title, fontSize), fontSize),
  });
  for (const fontSize of titleFontSizes.slice(0, -1)) {
    const fit = await measure(fontSize);
    if (fit.lines <= titleMaxLines) return fit;
  }
  return measure(titleFontSizes[titleFontSizes.length - 1]);
}
