/**
 * Mermaid's drawings made valid HTML where pages inline them (the Nu HTML checker refused 100 and more per page
 * type): a label's paragraph, a `p` inside a `span`, becomes a block `span` that the drawing's style rules for `p`
 * now reach by class; `name` on shapes and `width` and `height` on circles, which SVG does not have, are dropped.
 */
export const labelParagraphClass = 'label-paragraph';

/** `p` as a type selector: after a combinator, a comma or the start, before anything but more of a name. */
const paragraphSelector = /(^|[\s,>}(])p(?=[\s,{:.[)])/g;

/**
 * A paragraph's look: a block, in its label's colour. Rules for `span` (such as the dark mode's label colour) now
 * match it too, so it inherits as the `p` did; the theme prefix outweighs them as mergeThemes' shared rules do.
 */
const paragraphRule = (svgId: string) =>
  `:root:is([data-theme], :not([data-theme])) #${svgId} .${labelParagraphClass}{display:block;color:inherit;}`;

export function validMarkup(svg: string, svgId: string): string {
  return svg
    .replace(/<p>/g, `<span class="${labelParagraphClass}">`)
    .replace(/<\/p>/g, '</span>')
    .replace(
      /<style>([\s\S]*?)<\/style>/,
      (_style, css: string) =>
        `<style>${css.replace(paragraphSelector, `$1.${labelParagraphClass}`)}${paragraphRule(svgId)}</style>`,
    )
    .replace(/(<(?:rect|line|g)\b[^>]*?) name="[^"]*"/g, '$1')
    .replace(/<circle\b[^>]*>/g, (tag) => tag.replace(/ (?:width|height)="[^"]*"/g, ''));
}
