import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Outcome} from './send';
import styles from './panel.module.css';

const targetNames = {mock: 'Mock', sandbox: 'Sandbox', production: 'Production', custom: 'custom base URL'};

const duration = (milliseconds: number) =>
  milliseconds < 10 ? `${milliseconds.toFixed(1)} ms` : `${Math.round(milliseconds)} ms`;

/** The status, timing, headers and body of a response, or why no response came. */
export default function ResponseView({outcome}: {outcome: Outcome}): ReactNode {
  const request = `${outcome.method} ${outcome.url}`;
  if (outcome.kind === 'failure') {
    return (
      <div className={styles.failure}>
        <p className={styles.responseTitle}>No response from {targetNames[outcome.target]}</p>
        <p className={styles.requestLine}>
          <code>{request}</code>
        </p>
        <p>{outcome.explanation}</p>
      </div>
    );
  }
  const body = outcome.body;
  return (
    <div>
      <p className={styles.responseTitle}>
        <span className={styles.status} data-ok={outcome.status < 400}>
          {outcome.status} {outcome.statusText}
        </span>{' '}
        from {targetNames[outcome.target]} in {duration(outcome.milliseconds)}
      </p>
      <p className={styles.requestLine}>
        <code>{request}</code>
      </p>
      {outcome.headers.length > 0 && (
        <dl className={styles.headers}>
          {outcome.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {body === undefined ? (
        <p>No body.</p>
      ) : (
        <CodeBlock language={typeof body === 'string' ? 'text' : 'json'} title="Response body">
          {typeof body === 'string' ? body : JSON.stringify(body, null, 2)}
        </CodeBlock>
      )}
    </div>
  );
}
