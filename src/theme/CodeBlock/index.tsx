import React, {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import {codeBlockClasses, codeBlockLabels} from './chrome';
import {codeBlockMarkup} from './markup';

// Ejected: fenced code arrives highlighted at build time (plugins/code-blocks) as one HTML string whose token colours
// come from CSS, and the block around it (title, code, copy and word-wrap buttons, the theme's markup and classes) is
// one more string: React hydrates one element per block, and the buttons work by delegation
// (src/clientModules/codeBlockButtons.ts). The browser needs no highlighter.

type Props = Omit<ThemeProps, 'title'> & {
  /** The highlighted inner HTML of <code>, from plugins/code-blocks. */
  html?: string;
  language?: string;
  title?: string;
};

/** Code a component passes as text (the API explorer's samples and responses), made safe as HTML. */
const textAsHtml = (children: ReactNode) =>
  escapeHtml(
    Children.toArray(children)
      .filter((child) => typeof child === 'string' || typeof child === 'number')
      .join(''),
  );

export default function CodeBlock({
  html,
  language = 'text',
  title,
  showLineNumbers,
  className,
  children,
}: Props): ReactNode {
  const markup = codeBlockMarkup(codeBlockClasses, codeBlockLabels(), {
    code: html ?? textAsHtml(children),
    language,
    title,
    showLineNumbers,
  });
  return (
    <div
      className={clsx(containerStyles.codeBlockContainer, 'theme-code-block', `language-${language}`, className)}
      dangerouslySetInnerHTML={{__html: markup}}
    />
  );
}
