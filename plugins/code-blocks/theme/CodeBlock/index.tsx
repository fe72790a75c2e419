import React, {Children, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import {codeBlockClasses, codeBlockLabels} from './chrome';
import {codeBlockMarkup} from './markup';

// Ejected: fenced code arrives highlighted at build time (plugins/code-blocks) as one HTML string whose token colours
// come from CSS, and the block around it (title, code, copy and word-wrap buttons, the theme's markup and classes) is
// one more string: React hydrates one element per block, and the buttons work by delegation
// (client/codeBlockButtons.ts). The browser needs no highlighter.

type Props = Omit<ThemeProps, 'title'> & {
  /** The highlighted inner HTML of <code>, from plugins/code-blocks. */
  html?: string;
  language?: string;
  title?: string;
};

/** The text of code a component passes as children (the API explorer's samples and responses), or undefined. */
function textOf(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : undefined;
}

export default function CodeBlock({
  html,
  language = 'text',
  title,
  showLineNumbers,
  className,
  children,
}: Props): ReactNode {
  const text = html === undefined ? textOf(children) : undefined;
  const code = html ?? (text === undefined ? undefined : escapeHtml(text));
  const markup = useMemo(
    () =>
      code === undefined
        ? ''
        : codeBlockMarkup(codeBlockClasses, codeBlockLabels(), {code, language, title, showLineNumbers}),
    [code, language, title, showLineNumbers],
  );
  const innerHtml = useInnerHtml(markup);
  const containerClass = clsx(
    containerStyles.codeBlockContainer,
    'theme-code-block',
    `language-${language}`,
    className,
  );
  if (code === undefined)
    // Elements as code (a `<code>` written in MDX with markup inside): shown as given, without the buttons.
    return (
      <div className={containerClass}>
        <div className={codeBlockClasses.content}>
          <pre
            tabIndex={0}
            className={clsx('prism-code', `language-${language}`, codeBlockClasses.pre, 'thin-scrollbar')}
          >
            <code className={codeBlockClasses.lines}>{children}</code>
          </pre>
        </div>
      </div>
    );
  return <div className={containerClass} dangerouslySetInnerHTML={innerHtml} />;
}
