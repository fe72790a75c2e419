import {translate} from '@docusaurus/Translate';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/CopyButton/styles.module.css';
import wordWrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/WordWrapButton/styles.module.css';
import type {CodeBlockClasses, CodeBlockLabels} from './markup';
import styles from './styles.module.css';

// The theme's look for a code block's parts, with the class names its CSS modules get in this build, and the labels
// its buttons take: what the component (./index.tsx) writes into the markup, and the handlers that change it read
// (client/codeBlockButtons.ts).

export const codeBlockClasses: CodeBlockClasses = {
  title: contentStyles.codeBlockTitle,
  content: contentStyles.codeBlockContent,
  pre: `${contentStyles.codeBlock} ${styles.code}`,
  lines: contentStyles.codeBlockLines,
  linesWithNumbering: contentStyles.codeBlockLinesWithNumbering,
  buttonGroup: contentStyles.buttonGroup,
  wrapIcon: wordWrapStyles.wordWrapButtonIcon,
  copyIcons: copyStyles.copyButtonIcons,
  copyIcon: copyStyles.copyButtonIcon,
  copiedIcon: copyStyles.copyButtonSuccessIcon,
};

/** The classes a block's state adds: code wrapped (on <pre>), the toggle on, the copy button just used. */
export const codeBlockStateClasses = {
  wrapped: styles.wrapped,
  wordWrapOn: wordWrapStyles.wordWrapButtonEnabled,
  copied: copyStyles.copyButtonCopied,
};

export const codeBlockLabels = (): CodeBlockLabels => ({
  copy: translate({
    id: 'theme.CodeBlock.copyButtonAriaLabel',
    message: 'Copy code to clipboard',
    description: 'The ARIA label for copy code blocks button',
  }),
  copyTitle: translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  }),
  wordWrap: translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  }),
});

export const copiedLabel = (): string =>
  translate({id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks'});
