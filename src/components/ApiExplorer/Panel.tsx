import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {restBaseUrl, type RestApiId} from '@site/src/data/platform';
import {exampleTexts, formFields, type FormField} from '@site/src/lib/apiMock/fields';
import {readForm} from '@site/src/lib/apiMock/request';
import type {CredentialScheme} from '@site/src/lib/apiMock/types';
import CodePanel from './CodePanel';
import {useOperationFiles} from './operationData';
import {loadOperation, type LoadedOperation} from './loadOperation';
import {credentialLabel, readCredentials, saveCredentials, type Credentials} from './credentials';
import {baseUrlOf, type Target} from './environment';
import Field from './Field';
import ResponseView from './ResponseView';
import {keyIsSpent, sendToApi, sendToMock, type Outcome} from './send';
import styles from './panel.module.css';

const targets: [Target, string][] = [
  ['mock', 'Mock (in this page, offline)'],
  ['sandbox', 'Sandbox'],
  ['production', 'Production'],
  ['custom', 'Custom base URL'],
];

const groups: [FormField['location'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['body', 'Body'],
];

function useOperation(api: string, operationId: string) {
  const {data, validators} = useOperationFiles(api, operationId);
  const [state, setState] = useState<{loaded?: LoadedOperation; error?: string}>({});
  useEffect(() => {
    let current = true;
    loadOperation({data, validators}).then(
      (loaded) => current && setState({loaded}),
      (error: Error) => current && setState({error: error.message}),
    );
    return () => {
      current = false;
    };
  }, [data, validators]);
  return state;
}

/** The explorer of one operation, loaded when a reader opens its "Try it". */
export default function Panel({api, operation: operationId}: {api: string; operation: string}): ReactNode {
  const {loaded, error} = useOperation(api, operationId);
  if (error)
    return (
      <p className={styles.failure}>
        The explorer could not load this operation ({error}). Reload the page to try again.
      </p>
    );
  if (!loaded) return <p className={styles.loading}>Loading the operation…</p>;
  return <Explorer {...loaded} />;
}

function Explorer({operation, validators}: LoadedOperation): ReactNode {
  const id = useId();
  const examples = operation.body?.examples ?? [];
  const [exampleName, setExampleName] = useState(examples[0]?.name);
  const [texts, setTexts] = useState(() => exampleTexts(operation, exampleName, crypto.randomUUID()));
  const [files, setFiles] = useState<Record<string, File>>({});
  const [checked, setChecked] = useState(false);
  const [target, setTarget] = useState<Target>('mock');
  const [customBase, setCustomBase] = useState('');
  const [scheme, setScheme] = useState<CredentialScheme | undefined>(operation.security[0]);
  // The panel renders only in the browser (it loads on opening), so session storage is there to read.
  const [credentials, setCredentials] = useState<Credentials>(readCredentials);
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  const fields = useMemo(() => formFields(operation), [operation]);
  const {request, problems: schemaProblems} = useMemo(
    () => readForm(operation, validators, texts),
    [operation, validators, texts],
  );
  // The mock reads an upload's name only; a real call needs the bytes, so a chosen file.
  const missingFiles = fields
    .filter((field) => target !== 'mock' && field.kind === 'file' && !files[field.key])
    .map((field) => ({key: field.key, field: field.name, message: 'Choose a file to upload.'}));
  const problems = [...schemaProblems, ...missingFiles];
  const base = baseUrlOf(operation.api, target, customBase);
  const sandboxUrl = restBaseUrl(operation.api as RestApiId, 'sandbox');
  const shownProblems = checked ? problems : [];
  const problemsAt = (key: string) => shownProblems.filter((problem) => problem.key === key).map((p) => p.message);

  const chooseExample = (name: string) => {
    setExampleName(name);
    setTexts(exampleTexts(operation, name, crypto.randomUUID()));
    setChecked(false);
  };
  const setCredential = (value: string) => {
    if (!scheme) return;
    const next = {...credentials, [scheme]: value};
    setCredentials(next);
    saveCredentials(next);
  };

  const send = async () => {
    setChecked(true);
    if ('problem' in base) return;
    if (target === 'mock') {
      // The mock answers an invalid request too, with the documented error envelope, as the API would.
      setOutcome(sendToMock(operation, request, problems, exampleName, base.url));
      return;
    }
    if (problems.length > 0) return;
    setSending(true);
    const secret = scheme && credentials[scheme];
    const answer = await sendToApi(target, base.url, request, scheme && secret ? {scheme, secret} : undefined, files);
    setOutcome(answer);
    setSending(false);
    // A key the API kept is spent (a retry with it and another body would be refused); after a 429, a 5xx or no
    // answer, the same key makes sending again a safe retry.
    if (texts['header:Idempotency-Key'] !== undefined && keyIsSpent(answer))
      setTexts((current) => ({...current, 'header:Idempotency-Key': crypto.randomUUID()}));
  };

  const blocked = checked && target !== 'mock' && problems.length > 0;
  return (
    <form
      className={styles.panel}
      aria-label={`Try ${operation.method} ${operation.path}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-target`}>Send to</label>
          <select id={`${id}-target`} value={target} onChange={(event) => setTarget(event.target.value as Target)}>
            {targets.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {target === 'custom' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-base`}>Base URL</label>
            <input
              id={`${id}-base`}
              type="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://api.sandbox.assetra.dev/pools/v1"
              value={customBase}
              aria-invalid={checked && 'problem' in base ? true : undefined}
              aria-describedby={'problem' in base && checked ? `${id}-base-error` : undefined}
              onChange={(event) => setCustomBase(event.target.value)}
            />
            {checked && 'problem' in base && (
              <p id={`${id}-base-error`} className={styles.error}>
                {base.problem}
              </p>
            )}
          </div>
        )}
        {examples.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={`${id}-example`}>Example</label>
            <select id={`${id}-example`} value={exampleName} onChange={(event) => chooseExample(event.target.value)}>
              {examples.map((example) => (
                <option key={example.name} value={example.name}>
                  {example.summary ?? example.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {operation.security.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Credentials</legend>
          {operation.security.length > 1 && (
            <div className={styles.field}>
              <label htmlFor={`${id}-scheme`}>Authenticate with</label>
              <select
                id={`${id}-scheme`}
                value={scheme}
                onChange={(event) => setScheme(event.target.value as CredentialScheme)}
              >
                {operation.security.map((option) => (
                  <option key={option} value={option}>
                    {credentialLabel[option]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {scheme && (
            <div className={styles.field}>
              <label htmlFor={`${id}-secret`}>{credentialLabel[scheme]}</label>
              <input
                id={`${id}-secret`}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={credentials[scheme] ?? ''}
                aria-describedby={`${id}-secret-hint`}
                onChange={(event) => setCredential(event.target.value)}
              />
              <p id={`${id}-secret-hint`} className={styles.hint}>
                Kept in this tab only (session storage) and sent only to Sandbox, Production or your base URL, never to
                Mock. The code below reads it from an environment variable.
              </p>
            </div>
          )}
        </fieldset>
      )}

      {groups.map(([location, legend]) => {
        const inGroup = fields.filter((field) => field.location === location);
        const bodyProblems = location === 'body' ? problemsAt('body') : [];
        if (inGroup.length === 0 && bodyProblems.length === 0) return null;
        return (
          <fieldset key={location} className={styles.group}>
            <legend>
              {legend}
              {location === 'body' && operation.body && (
                <span className={styles.type}>
                  {' '}
                  ({operation.body.kind === 'json' ? 'JSON' : 'multipart/form-data'})
                </span>
              )}
            </legend>
            {bodyProblems.length > 0 && <p className={styles.error}>{bodyProblems.join(' ')}</p>}
            {inGroup.map((field) => (
              <Field
                key={field.key}
                idPrefix={id}
                field={field}
                text={texts[field.key] ?? ''}
                problems={problemsAt(field.key)}
                onText={(text) => setTexts((current) => ({...current, [field.key]: text}))}
                onFile={(file) => {
                  setFiles(({[field.key]: _dropped, ...rest}) => (file ? {...rest, [field.key]: file} : rest));
                  setTexts((current) => ({...current, [field.key]: file?.name ?? ''}));
                }}
              />
            ))}
          </fieldset>
        );
      })}

      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : `Send to ${targets.find(([value]) => value === target)![1].replace(/ \(.*/, '')}`}
        </button>
        {blocked && (
          <p className={styles.error} role="alert">
            Fix the {problems.length === 1 ? 'field' : `${problems.length} fields`} marked above; nothing was sent.
          </p>
        )}
      </div>

      <p className={styles.subheading}>Code</p>
      <CodePanel
        operation={operation}
        request={request}
        baseUrl={'url' in base ? base.url : customBase.trim().replace(/\/$/, '') || sandboxUrl}
        scheme={scheme}
      />

      <div className={styles.response} role="status" aria-live="polite">
        {outcome && <ResponseView outcome={outcome} />}
      </div>
    </form>
  );
}
