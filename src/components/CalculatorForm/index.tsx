import React, {useId, type ReactNode} from 'react';
import {DecimalInputError, parseDecimal} from '@site/src/lib/decimal';
import styles from './styles.module.css';

/** One number a calculator asks for. */
export interface DecimalFieldSpec<Name extends string> {
  name: Name;
  label: string;
  /** Shown after the label, e.g. "USDC" or "%". */
  unit: string;
  hint: string;
  /** Decimal places the value is parsed at: the token's decimals, or 2 for a percentage in basis points. */
  decimals: number;
}

export interface ParsedFields<Name extends string> {
  values: Partial<Record<Name, bigint>>;
  errors: Partial<Record<Name, string>>;
}

/** Parses every field exactly (bigint at the field's decimals); a field that does not parse gets a message. */
export function parseFields<Name extends string>(
  fields: DecimalFieldSpec<Name>[],
  inputs: Record<Name, string>,
): ParsedFields<Name> {
  const parsed: ParsedFields<Name> = {values: {}, errors: {}};
  for (const field of fields) {
    try {
      parsed.values[field.name] = parseDecimal(inputs[field.name], field.decimals);
    } catch (error) {
      parsed.errors[field.name] = error instanceof DecimalInputError ? error.message : 'Enter a number.';
    }
  }
  return parsed;
}

interface DecimalFieldProps<Name extends string> {
  /** Id prefix shared by the form's fields (from useId). */
  idPrefix: string;
  spec: DecimalFieldSpec<Name>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Rendered beside the input, e.g. a unit selector. */
  children?: ReactNode;
}

/** A labelled text input for an exact decimal, with its hint and error wired to assistive technology. */
function DecimalField<Name extends string>({
  idPrefix,
  spec,
  value,
  error,
  onChange,
  children,
}: DecimalFieldProps<Name>): ReactNode {
  const inputId = `${idPrefix}-${spec.name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>
        {spec.label}
        {spec.unit && <span className={styles.unit}> ({spec.unit})</span>}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {spec.hint}
      </p>
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields: a fieldset with a legend. */
export type FieldGroup<Name extends string> = [legend: string, fields: DecimalFieldSpec<Name>[]];

interface CalculatorFormProps<Name extends string> {
  title: string;
  groups: FieldGroup<Name>[];
  inputs: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  onChange: (name: Name, value: string) => void;
  /** Extra controls beside a field's input, e.g. a unit selector. */
  adornment?: (name: Name) => ReactNode;
  /** The computed figures, or undefined while a field is invalid. */
  results: ReactNode | undefined;
  /** Choices that are not numbers (a preset, a toggle), shown before the fields. */
  controls?: ReactNode;
}

/**
 * The frame every calculator shares: a titled form, its fieldsets of exact decimal fields, and a
 * results region announced politely as it changes.
 */
export function CalculatorForm<Name extends string>({
  title,
  groups,
  inputs,
  errors,
  onChange,
  adornment,
  results,
  controls,
}: CalculatorFormProps<Name>): ReactNode {
  const id = useId();
  return (
    <form className={styles.calculator} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
      <p id={`${id}-title`} className={styles.title}>
        {title}
      </p>
      {controls}
      {groups.map(([legend, fields]) => (
        <fieldset key={legend}>
          <legend>{legend}</legend>
          {fields.map((spec) => (
            <DecimalField
              key={spec.name}
              idPrefix={id}
              spec={spec}
              value={inputs[spec.name]}
              error={errors[spec.name]}
              onChange={(value) => onChange(spec.name, value)}
            >
              {adornment?.(spec.name)}
            </DecimalField>
          ))}
        </fieldset>
      ))}
      {/* A status region rather than <output>: the build's HTML minifier drops </output>, which breaks the page. */}
      <div className={styles.results} role="status" aria-live="polite">
        {results ?? <p>Correct the highlighted field to see the figures.</p>}
      </div>
    </form>
  );
}

export const formulaClassName = styles.formula;

export interface PresetOption {
  value: string;
  label: string;
}

interface PresetSelectProps {
  id: string;
  label: string;
  value: string;
  options: PresetOption[];
  onChange: (value: string) => void;
}

/**
 * A labelled choice of ready-made scenarios, ending with "Custom", which a calculator selects when the reader edits a
 * value.
 */
export function PresetSelect({id, label, value, options, onChange}: PresetSelectProps): ReactNode {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value="custom">Custom</option>
      </select>
    </div>
  );
}
export const choicesClassName = styles.choices;
