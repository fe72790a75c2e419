/**
 * Joins a diagram drawn twice, once per colour mode, into one SVG that follows the page's
 * `data-theme`. Mermaid's themes change colours only: the two drawings have the same elements and
 * geometry, and differ in their `<style>` and in a few colour attributes. Those move into CSS scoped
 * to each mode; anything else that differs is an error, since one drawing could not stand for both.
 */

/** The page is light unless it says dark: without JavaScript `data-theme` is never set. */
const modeScopes = {light: ':root:not([data-theme=dark])', dark: ':root[data-theme=dark]'} as const;
type Mode = keyof typeof modeScopes;

/**
 * SVG presentation attributes a theme may colour; CSS rules override them, so their rules carry no weight (`:where`).
 */
const colourAttributes = new Set(['fill', 'stroke', 'color', 'stop-color', 'flood-color', 'lighting-color']);

const stylePattern = /<style>([\s\S]*?)<\/style>/;
const tokenPattern = /<[^>]*>|[^<]+/g;
const attributePattern = /([\w:-]+)="([^"]*)"/g;

/** Enough of a value to recognise it in an error message. */
const excerpt = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);
const tagName = (tag: string) => /^<\/?([\w:-]+)/.exec(tag)?.[1];
const attributes = (tag: string) =>
  new Map([...tag.matchAll(attributePattern)].map(([, name, value]) => [name, value]));
const declarations = (style: string) =>
  new Map(
    style
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => [
        declaration.slice(0, declaration.indexOf(':')).trim(),
        declaration.slice(declaration.indexOf(':') + 1).trim(),
      ]),
  );

/**
 * Both modes: always matches, with the same specificity as each mode's scope, so scoping a rule
 * changes none of the cascade between Mermaid's rules.
 */
const bothModes = ':root:is([data-theme], :not([data-theme]))';

/** A stylesheet's top-level rules, `@keyframes` blocks whole. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  return rules;
}

/**
 * Mermaid scopes its style to the SVG's id; each mode's rules are scoped to that mode as well. Rules
 * the two modes share (sizes, animations) are written once, for both.
 */
function mergeStyles(light: string, dark: string, svgId: string): string {
  const scope = (rule: string, mode: string) => rule.split(`#${svgId}`).join(`${mode} #${svgId}`);
  const lightRules = topLevelRules(light);
  const darkRules = topLevelRules(dark);
  if (lightRules.length !== darkRules.length) return scope(light, modeScopes.light) + scope(dark, modeScopes.dark);
  return lightRules
    .map((rule, index) =>
      rule === darkRules[index]
        ? scope(rule, bothModes)
        : scope(rule, modeScopes.light) + scope(darkRules[index], modeScopes.dark),
    )
    .join('');
}

interface ThemedDeclaration {
  mark: number;
  property: string;
  values: Record<Mode, string>;
  /** From a `style` attribute (beats the stylesheet) or a presentation attribute (loses to it). */
  strong: boolean;
}

function themedRules(svgId: string, themed: ThemedDeclaration[]): string {
  return themed
    .flatMap(({mark, property, values, strong}) =>
      (['light', 'dark'] as const).map((mode) => {
        const selector = `${modeScopes[mode]} #${svgId} [data-themed="${mark}"]`;
        return strong
          ? `${selector}{${property}:${values[mode]} !important}`
          : `:where(${selector}){${property}:${values[mode]}}`;
      }),
    )
    .join('');
}

/** One tag drawn differently per mode: its differing colours become marked, themed declarations. */
function mergeTag(
  light: string,
  dark: string,
  mark: number,
  where: string,
): {tag: string; themed: ThemedDeclaration[]} {
  const lightAttributes = attributes(light);
  const darkAttributes = attributes(dark);
  const sameShape =
    tagName(light) === tagName(dark) && [...lightAttributes.keys()].join() === [...darkAttributes.keys()].join();
  if (!sameShape)
    throw new Error(`${where}: the light and dark drawings differ in structure (${excerpt(light)} / ${excerpt(dark)})`);
  const themed: ThemedDeclaration[] = [];
  let tag = light;
  for (const [name, lightValue] of lightAttributes) {
    const darkValue = darkAttributes.get(name)!;
    if (lightValue === darkValue) continue;
    if (colourAttributes.has(name)) {
      themed.push({mark, property: name, values: {light: lightValue, dark: darkValue}, strong: false});
      tag = tag.replace(` ${name}="${lightValue}"`, '');
    } else if (name === 'style') {
      const lightStyle = declarations(lightValue);
      const darkStyle = declarations(darkValue);
      if ([...lightStyle.keys()].join() !== [...darkStyle.keys()].join())
        throw new Error(
          `${where}: the light and dark styles differ in properties (${excerpt(lightValue)} / ${excerpt(darkValue)})`,
        );
      const shared: string[] = [];
      for (const [property, value] of lightStyle) {
        if (value === darkStyle.get(property)) shared.push(`${property}: ${value};`);
        else themed.push({mark, property, values: {light: value, dark: darkStyle.get(property)!}, strong: true});
      }
      tag = tag.replace(` style="${lightValue}"`, shared.length > 0 ? ` style="${shared.join(' ')}"` : '');
    } else {
      throw new Error(
        `${where}: attribute ${name} differs between the light and dark drawings (${excerpt(lightValue)} / ${excerpt(darkValue)})`,
      );
    }
  }
  return {tag: tag.replace(/^<[\w:-]+/, (open) => `${open} data-themed="${mark}"`), themed};
}

/** `light` and `dark`: Mermaid's SVG for one source, drawn with the same id in each mode. */
export function mergeThemes(light: string, dark: string, svgId: string, where = svgId): string {
  const lightStyle = stylePattern.exec(light)?.[1];
  const darkStyle = stylePattern.exec(dark)?.[1];
  if (lightStyle === undefined || darkStyle === undefined) throw new Error(`${where}: a drawing has no <style>`);
  const lightTokens = light.replace(stylePattern, '<style></style>').match(tokenPattern) ?? [];
  const darkTokens = dark.replace(stylePattern, '<style></style>').match(tokenPattern) ?? [];
  if (lightTokens.length !== darkTokens.length)
    throw new Error(`${where}: the light and dark drawings differ in length`);
  const themed: ThemedDeclaration[] = [];
  let marks = 0;
  const merged = lightTokens.map((token, index) => {
    const darkToken = darkTokens[index];
    if (token === darkToken) return token;
    if (!token.startsWith('<'))
      throw new Error(
        `${where}: text differs between the light and dark drawings (${excerpt(token)} / ${excerpt(darkToken)})`,
      );
    const result = mergeTag(token, darkToken, marks++, where);
    themed.push(...result.themed);
    return result.tag;
  });
  const style = mergeStyles(lightStyle, darkStyle, svgId) + themedRules(svgId, themed);
  return merged.join('').replace('<style></style>', `<style>${style}</style>`);
}
