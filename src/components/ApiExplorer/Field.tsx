import React, {type ReactNode} from 'react';
import type {FormField} from '@site/src/lib/apiMock/fields';
import {schemaLabel} from '@site/src/lib/apiMock/schemaLabel';
import styles from './panel.module.css';

interface FieldProps {
  idPrefix: string;
  field: FormField;
  text: string;
  /** The problems found at this field, shown under it and announced with it. */
  problems: string[];
  onText: (text: string) => void;
  onFile: (file: File | undefined) => void;
}

/** Descriptions are Markdown; in a hint their code spans read as plain text. */
const plainText = (markdown: string) => markdown.replace(/`/g, '').replace(/\*\*/g, '');

function Control({
  id,
  field,
  text,
  invalid,
  describedBy,
  onText,
  onFile,
}: {
  id: string;
  field: FormField;
  text: string;
  invalid: boolean;
  describedBy: string;
  onText: (text: string) => void;
  onFile: (file: File | undefined) => void;
}): ReactNode {
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required,
  };
  switch (field.kind) {
    case 'choice':
    case 'boolean': {
      const options = field.kind === 'boolean' ? ['true', 'false'] : (field.schema.enum as string[]);
      return (
        <select {...common} value={text} onChange={(event) => onText(event.target.value)}>
          <option value="">{field.required ? 'Choose…' : 'Not sent'}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    }
    case 'json':
      return (
        <textarea
          {...common}
          rows={Math.min(12, Math.max(3, text.split('\n').length))}
          spellCheck={false}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      );
    case 'file':
      return <input {...common} type="file" onChange={(event) => onFile(event.target.files?.[0])} />;
    default:
      return (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      );
  }
}

/** A labelled input for a parameter or body field: its type, whether it is required, its description, its problems. */
export default function Field({idPrefix, field, text, problems, onText, onFile}: FieldProps): ReactNode {
  const id = `${idPrefix}-${field.key.replace(/[^\w-]/g, '_')}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = problems.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{field.name}</code> <span className={styles.type}>{schemaLabel(field.schema)}</span>
        {field.required && <span className={styles.required}> (required)</span>}
      </label>
      <Control
        id={id}
        field={field}
        text={text}
        invalid={invalid}
        describedBy={invalid ? `${errorId} ${hintId}` : hintId}
        onText={onText}
        onFile={onFile}
      />
      <p id={hintId} className={styles.hint}>
        {field.kind === 'file' && text ? `${text}. ` : ''}
        {plainText(field.description ?? '')}
      </p>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {problems.join(' ')}
        </p>
      )}
    </div>
  );
}
