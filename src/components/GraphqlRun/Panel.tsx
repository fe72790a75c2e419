import React, {useEffect, useId, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import {graphqlExplorerFile} from '@site/src/data/reference';
import {graphqlMock, runOperation, type GraphqlMock, type RunResult} from '@site/src/lib/graphqlMock/run';
import type {GraphqlExplorerData} from '@site/src/lib/graphqlMock/types';
import styles from '@site/src/components/ApiExplorer/panel.module.css';

/** One schema build per API and page, shared by every panel of that API. */
const loaded = new Map<string, Promise<{data: GraphqlExplorerData; mock: GraphqlMock}>>();

function load(url: string) {
  let loading = loaded.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json() as Promise<GraphqlExplorerData>;
      })
      .then((data) => ({data, mock: graphqlMock(data)}));
    loading.catch(() => loaded.delete(url));
    loaded.set(url, loading);
  }
  return loading;
}

/** The Run panel of one example operation, loaded when a reader opens it. */
export default function Panel({api, field}: {api: string; field: string}): ReactNode {
  const url = useBaseUrl(`/${graphqlExplorerFile(api)}`);
  const [state, setState] = useState<{data?: GraphqlExplorerData; mock?: GraphqlMock; error?: string}>({});
  useEffect(() => {
    let current = true;
    load(url).then(
      (result) => current && setState(result),
      (error: Error) => current && setState({error: error.message}),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (state.error)
    return (
      <p className={styles.failure}>
        The runner could not load the schema ({state.error}). Reload the page to try again.
      </p>
    );
  if (!state.data || !state.mock) return <p className={styles.loading}>Loading the schema…</p>;
  const example = state.data.examples.find((candidate) => candidate.field === field);
  if (!example) return <p className={styles.failure}>No example operation for {field}.</p>;
  return (
    <Runner
      mock={state.mock}
      operation={example.operation.trim()}
      variables={Object.keys(example.variables).length ? JSON.stringify(example.variables, null, 2) : ''}
    />
  );
}

function Runner({
  mock,
  operation: initialOperation,
  variables: initialVariables,
}: {
  mock: GraphqlMock;
  operation: string;
  variables: string;
}): ReactNode {
  const id = useId();
  const [operation, setOperation] = useState(initialOperation);
  const [variables, setVariables] = useState(initialVariables);
  const [result, setResult] = useState<RunResult>();
  const problems = result?.problems ?? [];
  const invalid = problems.length > 0;
  return (
    <form
      className={styles.panel}
      aria-label="Run the operation against the mock"
      onSubmit={(event) => {
        event.preventDefault();
        void runOperation(mock, operation, variables).then(setResult);
      }}
    >
      <p className={styles.hint}>
        Runs in this page against a mock of the schema that answers with the validated examples, offline.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-operation`}>Operation</label>
        <textarea
          id={`${id}-operation`}
          rows={Math.min(16, operation.split('\n').length + 1)}
          spellCheck={false}
          value={operation}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-problems` : undefined}
          onChange={(event) => setOperation(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-variables`}>Variables (JSON)</label>
        <textarea
          id={`${id}-variables`}
          rows={Math.min(10, Math.max(2, variables.split('\n').length + 1))}
          spellCheck={false}
          value={variables}
          onChange={(event) => setVariables(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          Run against the mock
        </button>
      </div>
      <div className={styles.response} role="status" aria-live="polite">
        {invalid && (
          <div id={`${id}-problems`} className={styles.failure}>
            <p className={styles.responseTitle}>
              {problems.length === 1 ? 'The operation has an error' : `The operation has ${problems.length} errors`}
            </p>
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>
                  {problem.locations.length > 0 && (
                    <code>{problem.locations.map(({line, column}) => `${line}:${column}`).join(', ')}</code>
                  )}{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {result?.response && (
          <CodeBlock language="json" title="Response">
            {JSON.stringify(result.response, null, 2)}
          </CodeBlock>
        )}
      </div>
    </form>
  );
}
