import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type CodeBlockType from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';

// Loaded with the first code block that goes live, not at startup (plugins/lazy-prism): the theme's
// CodeBlock and Prism with the site's extra languages (themeConfig.prism.additionalLanguages).
prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
