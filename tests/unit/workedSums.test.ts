import {describe, expect, it} from 'vitest';
import {proseLines} from '../support/proseLines';
import {pageFiles, type RepoFile} from '../support/repoFiles';

/**
 * Pages work their examples out in prose ("150,000 − 41,250 = 108,750 KEST", "6,375 × 0.75 ÷ 5,100 = 0.9375"). Issue 27
 * counted an arithmetic slip among a reader's findings; every such sum is recomputed here, exactly, with the stated
 * result rounded or truncated to the digits it shows. A percentage may stand for basis points (4800 → 48.00 %).
 */

const num = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const term = String.raw`(?:${num})(?: ?%)?`;
const op = String.raw` ?[+−×/÷] ?`;
/** A whole sum: not the tail of a longer one, and its result not the head of the next step. */
const sum = new RegExp(
  String.raw`(?<![+−×/÷(] )(?<![\w.,/^\`(÷×−+-])((?:${term})(?:${op}(?:${term}))+) = (${num})(?![,.]?\d)(…)?( ?%)?(?![\d^])(?! ?[+−×/÷] ?\d)`,
  'g',
);

/** An exact fraction n / d (d > 0). */
type Ratio = [bigint, bigint];
const ratio = (text: string): Ratio => {
  const percent = text.trim().endsWith('%');
  const [whole, decimals = ''] = text.replace(/[,%\s]/g, '').split('.');
  const value: Ratio = [BigInt(whole + decimals), 10n ** BigInt(decimals.length)];
  return percent ? [value[0], value[1] * 100n] : value;
};
const add = ([a, b]: Ratio, [c, d]: Ratio, sign: bigint): Ratio => [a * d + sign * c * b, b * d];
const mul = ([a, b]: Ratio, [c, d]: Ratio): Ratio => [a * c, b * d];

/** Evaluates with × and ÷ before + and −; undefined for a division by zero. */
function evaluate(expression: string): Ratio | undefined {
  const tokens = expression.match(new RegExp(`${term}|[+−×/÷]`, 'g'))!;
  const terms: Ratio[] = [];
  const signs: bigint[] = [];
  let current = ratio(tokens[0]!);
  for (let index = 1; index < tokens.length; index += 2) {
    const operator = tokens[index]!;
    const value = ratio(tokens[index + 1]!);
    if (operator === '×') current = mul(current, value);
    else if (operator === '/' || operator === '÷') {
      if (value[0] === 0n) return undefined;
      current = mul(current, [value[1], value[0]]);
    } else {
      terms.push(current);
      signs.push(operator === '+' ? 1n : -1n);
      current = value;
    }
  }
  const all = [...terms, current];
  return signs.reduce((total, sign, index) => add(total, all[index + 1]!, sign), all[0]!);
}

/** Whether `exact` shows as `stated` with its digits: rounded half up, or truncated (contracts round down). */
function shows(exact: Ratio, stated: string): boolean {
  const decimals = stated.split('.')[1]?.length ?? 0;
  const [n, d] = exact[1] < 0n ? [-exact[0], -exact[1]] : exact;
  const scaled = n * 10n ** BigInt(decimals);
  const truncated = scaled / d;
  const rounded = (2n * scaled + d) / (2n * d);
  const target = BigInt(stated.replace(/[,.]/g, ''));
  return target === truncated || target === rounded || -target === truncated || -target === rounded;
}

export function sumFindings({file, text}: RepoFile): string[] {
  return proseLines(text).flatMap(({line: number, text: line}) => {
    return [...line.matchAll(sum)].flatMap(([whole, left, result, , percent]) => {
      const exact = evaluate(left!);
      if (!exact) return [];
      const scales: Ratio[] =
        percent && !left!.trim().endsWith('%')
          ? [
              [1n, 1n],
              [100n, 1n],
              [1n, 100n],
            ]
          : [[1n, 1n]];
      return scales.some((scale) => shows(mul(exact, scale), result!)) ? [] : [`${file}:${number} ${whole}`];
    });
  });
}

describe('worked sums in prose add up', () => {
  const files = pageFiles();

  it('finds the sums', () => {
    expect(files.flatMap(({text}) => [...text.matchAll(sum)]).length).toBeGreaterThan(300);
  });

  it('every sum on every page', () => {
    expect(files.flatMap(sumFindings)).toEqual([]);
  });

  it('fails on a slip and accepts rounding, truncation and basis points', () => {
    const check = (text: string) => sumFindings({file: 'docs/a.mdx', text});
    expect(check('The pool has 150,000 − 41,250 = 108,570 KEST available.')).toEqual([
      'docs/a.mdx:1 150,000 − 41,250 = 108,570',
    ]);
    expect(check('150,000 − 41,250 = 108,750 KEST; 10,000 × 0.75 ÷ 5,100 = 1.47; 7,500 / 4,100 = 1.82')).toEqual([]);
    expect(check('Borrow 800 + 8000 × 1000 / 2000 = 48.00 %, and 20 ÷ 1,200,000 = 0.001666… %.')).toEqual([]);
    expect(check('6,375 × 0.75 ÷ 5,100 = 4,781.25 ÷ 5,100 = 0.9375')).toEqual([]);
  });
});
