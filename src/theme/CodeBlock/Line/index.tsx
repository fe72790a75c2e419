import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
// The theme's own line styles (line numbers, highlighted lines), so they stay one file.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

// Ejected because wrapping cannot change how tokens render: plain tokens (unstyled text between the
// coloured ones) are written as text, not as a <span> each, and empty ones are left out. That is a fifth
// of the elements on a long reference page (5,400 of 26,000 on the lease API page).

type Token = Props['line'][number];

const isPlainText = (token: Token) => token.types.length === 1 && token.types[0] === 'plain' && !token.empty;

export default function CodeBlockLine({line, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  // A blank line keeps one empty token, which the theme styles to hold the line's height.
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
  const lineProps = getLineProps({line: tokens, className: clsx(classNames, showLineNumbers && styles.codeLine)});
  const content = tokens.map((token, index) => {
    if (!isPlainText(token)) return <span key={index} {...getTokenProps({token})} />;
    return token.content || null;
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
