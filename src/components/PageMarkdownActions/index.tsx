import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {markdownUrl} from '@site/src/lib/markdownUrl';
import styles from './styles.module.css';

interface Props {
  /** The page's permalink (with the base URL), whose Markdown copy plugins/llms-txt writes. */
  permalink: string;
}

type Outcome = 'copied' | 'failed';

const buttonLabel: Record<Outcome | 'ready', string> = {ready: 'Copy page', copied: 'Copied', failed: 'Copy failed'};
const announcement: Record<Outcome, string> = {
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page. Open “View as Markdown” and copy it from there.',
};
/** How long the button shows the outcome before it offers to copy again. */
const outcomeMs = 2500;

/** "Copy page" (the page's Markdown to the clipboard) and a "View as Markdown" link to the same file. */
export default function PageMarkdownActions({permalink}: Props): ReactNode {
  const href = markdownUrl(permalink);
  // Copying needs JavaScript; without it the link alone is shown.
  const isBrowser = useIsBrowser();
  const [outcome, setOutcome] = useState<Outcome>();
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(): Promise<void> {
    clearTimeout(timer.current);
    // Emptied first, so copying twice is announced twice.
    setMessage('');
    let result: Outcome;
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      result = 'copied';
    } catch {
      result = 'failed';
    }
    setOutcome(result);
    setMessage(announcement[result]);
    timer.current = setTimeout(() => setOutcome(undefined), outcomeMs);
  }

  return (
    <div className={styles.actions}>
      {/* Rendered on the server too, unseen until JavaScript runs, so its arrival moves nothing (no layout shift). */}
      <button
        type="button"
        className={`button button--secondary button--sm ${isBrowser ? '' : styles.waiting}`}
        disabled={!isBrowser}
        onClick={() => void copy()}
      >
        {buttonLabel[outcome ?? 'ready']}
      </button>
      {/* A file, not a route: a plain link, so the browser loads it instead of the client router. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
      <a href={href} className={styles.view}>
        View as Markdown
      </a>
      <span role="status" aria-live="polite" className="visually-hidden">
        {message}
      </span>
    </div>
  );
}
