/**
 * Mermaid writes coordinates with up to 16 decimals, and its rounded shapes are long paths of them:
 * a hundredth of a pixel is finer than any screen shows, and the drawings shrink by an eighth.
 * Only numbers inside tags change: labels (text nodes) keep theirs exactly.
 */
const tagPattern = /<[^>]+>/g;
/**
 * A number written with a leading digit; in compact path data (`.04.045`) one that follows a digit or point is part of
 * another.
 */
const longDecimal = /(?<![\d.])-?\d+\.\d{3,}/g;

const round = (number: string) => String(Math.round(Number(number) * 100) / 100);

export const roundCoordinates = (svg: string): string =>
  svg.replace(tagPattern, (tag) => tag.replace(longDecimal, round));
