import React, {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import CopyCodeButton from './CopyCodeButton';
import styles from './styles.module.css';

// Ejected: fenced code arrives highlighted at build time (plugins/code-blocks) as one HTML string whose
// token colours come from CSS, so this renders one element per block in either colour mode and the
// browser needs no highlighter. The theme's markup, classes and buttons are kept.

type Props = ThemeProps & {
  /** The highlighted inner HTML of <code>, from plugins/code-blocks. */
  html?: string;
  language?: string;
};

/**
 * The word-wrap toggle shows when the code is wider than the block (or is wrapped). Measured when a
 * pointer or focus reaches the block, where the theme measures every block on mount and on resize:
 * its buttons are hidden until then anyway, and a reference page has hundreds of blocks.
 */
function useWordWrap() {
  const codeRef = useRef<HTMLPreElement>(null);
  const [scrollable, setScrollable] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const measure = () => {
    const pre = codeRef.current;
    if (pre && !wrapped) setScrollable(pre.scrollWidth > pre.clientWidth);
  };
  return {codeRef, measure, showToggle: scrollable || wrapped, wrapped, toggle: () => setWrapped(!wrapped)};
}

export default function CodeBlock({
  html,
  language = 'text',
  title,
  showLineNumbers,
  className,
  children,
}: Props): ReactNode {
  const wordWrap = useWordWrap();
  const languageClass = `language-${language}`;
  return (
    <div
      className={clsx(containerStyles.codeBlockContainer, 'theme-code-block', languageClass, className)}
      onPointerEnter={wordWrap.measure}
      onFocus={wordWrap.measure}
    >
      {title && <div className={contentStyles.codeBlockTitle}>{title}</div>}
      <div className={contentStyles.codeBlockContent}>
        <pre
          // Keyboard users scroll a long line with the arrow keys, as in the theme.
          tabIndex={0}
          ref={wordWrap.codeRef}
          className={clsx(
            'prism-code',
            languageClass,
            contentStyles.codeBlock,
            styles.code,
            wordWrap.wrapped && styles.wrapped,
            'thin-scrollbar',
          )}
        >
          <code
            className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}
            {...(html === undefined ? {children} : {dangerouslySetInnerHTML: {__html: html}})}
          />
        </pre>
        <div className={contentStyles.buttonGroup}>
          {wordWrap.showToggle && <WordWrapButton onClick={wordWrap.toggle} isEnabled={wordWrap.wrapped} />}
          <CopyCodeButton codeRef={wordWrap.codeRef} />
        </div>
      </div>
    </div>
  );
}
