import {Prism} from 'prism-react-renderer';
import {extraCodeLanguages} from '../../config/prism';

// Node-side only: the browser gets highlighted HTML and no highlighter (see ./index.ts).

type PrismLib = typeof Prism;

/** prism-react-renderer's Prism, with the grammars it lacks registered from prismjs (they attach to a global Prism). */
function loadPrism(): PrismLib {
  const global = globalThis as {Prism?: PrismLib};
  const before = global.Prism;
  global.Prism = Prism;
  // Each grammar registers itself on the global Prism, in order, so they are required one by one.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const language of extraCodeLanguages) require(`prismjs/components/prism-${language}`);
  if (before) global.Prism = before;
  else delete global.Prism;
  // Prism has no MDX grammar; Markdown's colours its headings, lists and code fences.
  Prism.languages.mdx ??= Prism.languages.markdown;
  return Prism;
}

export const prism = loadPrism();
