import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A JSX element's attribute written as a plain string (`of="x"`), if it has one. */
export function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * An attribute that may be left out, but when given is a plain string (`chain="testnet"`, not `chain={x}`); an element
 * with a spread (`{...props}`) fails too, as what it sets cannot be read before the page runs.
 */
export function optionalAttribute(element: JsxElement, name: string): string | undefined {
  if (element.attributes.some((candidate) => candidate.type === 'mdxJsxExpressionAttribute')) {
    throw new Error(`<${element.name}> takes no spread attributes: write each one as name="…"`);
  }
  const present = element.attributes.some(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  const value = attribute(element, name);
  if (present && value === undefined) throw new Error(`<${element.name}>'s ${name} must be written as ${name}="…"`);
  return value;
}

export function requiredAttribute(element: JsxElement, name: string): string {
  const value = optionalAttribute(element, name);
  if (value === undefined) throw new Error(`<${element.name}> needs a ${name}="…" attribute`);
  return value;
}
