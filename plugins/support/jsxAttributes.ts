import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A JSX element's attribute written as a plain string (`of="x"`), if it has one. */
export function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

export function requiredAttribute(element: JsxElement, name: string): string {
  const value = attribute(element, name);
  if (value === undefined) throw new Error(`<${element.name}> needs a ${name}="…" attribute`);
  return value;
}
