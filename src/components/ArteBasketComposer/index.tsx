import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {DecimalInputError, formatDecimal} from '@site/src/lib/decimal';
import {CalculatorForm, formulaClassName, type FieldGroup} from '@site/src/components/CalculatorForm';
import {
  arteIg,
  arteMixerAddress,
  basketDecimals,
  exceedsUint256,
  messages,
  parseBasketAmount,
  parseComponentDecimals,
  parseSymbol,
  parseUnitAmount,
  quoteBasket,
  type Basket,
  type BasketComponent,
  type BasketOperation,
  type BasketQuote,
} from './math';
import styles from './styles.module.css';

export interface ArteBasketComposerProps {
  /** Baskets the reader can pick from; ARTE-IG of the Sandbox by default. */
  baskets?: Basket[];
  /** Starting operation. */
  operation?: BasketOperation;
  /** Starting number of basket tokens, as a reader would type it. */
  amount?: string;
  /** The mixer that receives the approvals; the Sandbox ARTE mixer by default. */
  mixer?: string;
}

/** One editable component row; every value is kept as typed. */
interface Row {
  key: number;
  symbol: string;
  decimals: string;
  unitAmount: string;
  /** Token address, kept while the symbol and decimals are those of the preset. */
  address?: string;
}

type RowField = 'symbol' | 'decimals' | 'unitAmount';
type RowErrors = Partial<Record<RowField, string>>;

const minComponents = 2;
const maxComponents = 10;

const rowsOf = (basket: Basket): Row[] =>
  basket.components.map((component, index) => ({
    key: index,
    symbol: component.symbol,
    decimals: String(component.decimals),
    unitAmount: formatDecimal(component.unitAmount, component.decimals, {grouping: false}),
    address: component.address,
  }));

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const messageOf = (error: unknown) => (error instanceof DecimalInputError ? error.message : 'Enter a number.');

/** Validates every row; returns the components when all are valid, and the messages per row. */
function readRows(rows: Row[]): {components: BasketComponent[] | undefined; errors: Map<number, RowErrors>} {
  const errors = new Map<number, RowErrors>();
  const components: BasketComponent[] = [];
  rows.forEach((row, index) => {
    const rowErrors: RowErrors = {};
    let symbol = '';
    let decimals: number | undefined;
    try {
      symbol = parseSymbol(
        row.symbol,
        rows.slice(0, index).map((other) => other.symbol),
      );
    } catch (error) {
      rowErrors.symbol = messageOf(error);
    }
    try {
      decimals = parseComponentDecimals(row.decimals);
    } catch (error) {
      rowErrors.decimals = messageOf(error);
    }
    let unitAmount: bigint | undefined;
    if (decimals !== undefined) {
      try {
        unitAmount = parseUnitAmount(row.unitAmount, decimals);
      } catch (error) {
        rowErrors.unitAmount = messageOf(error);
      }
    }
    if (Object.keys(rowErrors).length > 0) errors.set(row.key, rowErrors);
    else components.push({symbol, decimals: decimals!, unitAmount: unitAmount!, address: row.address});
  });
  return {components: errors.size === 0 ? components : undefined, errors};
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error: string | undefined;
  inputMode: 'text' | 'decimal' | 'numeric';
  onChange: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
function TextField({id, label, value, hint, error, inputMode, onChange, inputRef}: TextFieldProps): ReactNode {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Results({
  quote,
  basket,
  mixer,
  edited,
}: {
  quote: BasketQuote;
  basket: Basket;
  mixer: string;
  edited: boolean;
}): ReactNode {
  const mint = quote.operation === 'mint';
  const basketText = `${formatDecimal(quote.basketAmount, basketDecimals)} ${basket.symbol}`;
  const basketArgument = basket.address && !edited ? short(basket.address) : 'basket';
  return (
    <>
      <p>
        {mint ? 'Minting' : 'Burning'} <strong>{basketText}</strong> ({quote.basketAmount.toString()} base units,{' '}
        {basketDecimals} decimals){' '}
        {mint ? 'takes these deposits from your wallet:' : 'returns these amounts to the receiver:'}
      </p>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">In 1 {basket.symbol}</th>
              <th scope="col">{mint ? 'You deposit' : 'You receive'}</th>
              <th scope="col">Base units</th>
              <th scope="col">Rounding</th>
            </tr>
          </thead>
          <tbody>
            {quote.legs.map(({component, amount, exact}) => (
              <tr key={component.symbol}>
                <th scope="row">{component.symbol}</th>
                <td>{formatDecimal(component.unitAmount, component.decimals)}</td>
                <td>
                  {formatDecimal(amount, component.decimals)} {component.symbol}
                </td>
                <td>
                  <code>{amount.toString()}</code> ({component.decimals} decimals)
                </td>
                <td>
                  {exact
                    ? 'Exact'
                    : mint
                      ? 'Rounded up to the next base unit'
                      : amount === 0n
                        ? 'Rounded down to 0: below one base unit'
                        : 'Rounded down to the base unit'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mint ? (
        <>
          <p className={styles.subheading}>Approvals before minting</p>
          <ol className={styles.steps}>
            {quote.approvals.map(({component, spender, amount}) => (
              <li key={component.symbol}>
                {component.symbol}
                {component.address && (
                  <>
                    {' '}
                    (<code title={component.address}>{short(component.address)}</code>)
                  </>
                )}
                :{' '}
                <code>
                  approve({short(spender)}, {amount.toString()})
                </code>
                , allowing the ARTE mixer to take {formatDecimal(amount, component.decimals)} {component.symbol}
              </li>
            ))}
            <li>
              Then, on the mixer:{' '}
              <code>
                mint({basketArgument}, {quote.basketAmount.toString()}, to)
              </code>
            </li>
          </ol>
          <p className={styles.note}>Skip an approval when your allowance for the mixer already covers the amount.</p>
        </>
      ) : (
        <>
          <p className={styles.subheading}>Approvals before burning</p>
          <p className={styles.note}>
            None: the mixer burns your {basket.symbol} itself and sends the components to <code>to</code>. Call{' '}
            <code>
              burn({basketArgument}, {quote.basketAmount.toString()}, to)
            </code>{' '}
            on the mixer.
          </p>
        </>
      )}
      <p className={formulaClassName}>
        Each amount = basket tokens × unit amount ÷ 10<sup>{basketDecimals}</sup>, in base units. Minting rounds every
        deposit up and burning rounds every return down, so rounding never leaves a {basket.symbol} short. Mixer:{' '}
        <code title={mixer}>{short(mixer)}</code>.
      </p>
    </>
  );
}

/**
 * Works out, for a number of ARTE basket tokens to mint or burn, the exact amount of each component
 * deposited or returned (human units and base units) and the approvals the holder sends first. The
 * reader can edit the basket's components.
 */
export default function ArteBasketComposer({
  baskets = [arteIg],
  operation: initialOperation = 'mint',
  amount = '12.5',
  mixer = arteMixerAddress,
}: ArteBasketComposerProps): ReactNode {
  const id = useId();
  const [basketIndex, setBasketIndex] = useState(0);
  const basket = baskets[basketIndex] ?? arteIg;
  const [rows, setRows] = useState<Row[]>(() => rowsOf(basket));
  const [nextKey, setNextKey] = useState(basket.components.length);
  const [edited, setEdited] = useState(false);
  const [operation, setOperation] = useState<BasketOperation>(initialOperation);
  const [inputs, setInputs] = useState<Record<'amount', string>>({amount});
  const [focusKey, setFocusKey] = useState<number | undefined>(undefined);
  const newSymbolRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(false);

  // Move focus after adding or removing a row, so keyboard users keep their place. Effects never run on the server.
  useEffect(() => {
    if (focusKey !== undefined) newSymbolRef.current?.focus();
  }, [focusKey]);
  useEffect(() => {
    if (focusAdd) {
      addButtonRef.current?.focus();
      setFocusAdd(false);
    }
  }, [focusAdd]);

  const pickBasket = (index: number) => {
    const picked = baskets[index] ?? arteIg;
    setBasketIndex(index);
    setRows(rowsOf(picked));
    setNextKey(picked.components.length);
    setEdited(false);
  };

  const updateRow = (key: number, field: RowField, value: string) => {
    setEdited(true);
    setRows(
      rows.map((row) => {
        if (row.key !== key) return row;
        const changed = {...row, [field]: value};
        // A new symbol or decimals means a different token: the preset's address no longer applies.
        if (field !== 'unitAmount' && value.trim() !== row[field].trim()) delete changed.address;
        return changed;
      }),
    );
  };

  const addRow = () => {
    setEdited(true);
    setRows([...rows, {key: nextKey, symbol: '', decimals: '18', unitAmount: ''}]);
    setFocusKey(nextKey);
    setNextKey(nextKey + 1);
  };

  const removeRow = (key: number) => {
    setEdited(true);
    setRows(rows.filter((row) => row.key !== key));
    setFocusAdd(true);
  };

  const {components, errors: rowErrors} = readRows(rows);
  const errors: Partial<Record<'amount', string>> = {};
  let basketAmount: bigint | undefined;
  try {
    basketAmount = parseBasketAmount(inputs.amount);
  } catch (error) {
    errors.amount = messageOf(error);
  }

  const composed: Basket = {...basket, components: components ?? []};
  let quote =
    components && basketAmount !== undefined ? quoteBasket(composed, basketAmount, operation, mixer) : undefined;
  if (quote && exceedsUint256(quote)) {
    errors.amount = messages.tooLarge;
    quote = undefined;
  }

  const groups: FieldGroup<'amount'>[] = [
    [
      'Amount',
      [
        {
          name: 'amount',
          label: operation === 'mint' ? 'Basket tokens to mint' : 'Basket tokens to burn',
          unit: basket.symbol,
          hint: `A decimal number of ${basket.symbol} with up to ${basketDecimals} decimal places, for example 12.5.`,
          decimals: basketDecimals,
        },
      ],
    ],
  ];

  return (
    <section className={styles.composer} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        ARTE basket composer
      </p>
      <div className={styles.setup}>
        <div className={styles.field}>
          <label htmlFor={`${id}-basket`}>Basket</label>
          <div className={styles.inline}>
            <select
              id={`${id}-basket`}
              value={basketIndex}
              onChange={(event) => pickBasket(Number(event.target.value))}
              aria-describedby={`${id}-basket-hint`}
            >
              {baskets.map((option, index) => (
                <option key={option.symbol} value={index}>
                  {option.symbol}: {option.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => pickBasket(basketIndex)}
              disabled={!edited}
            >
              Reset components
            </button>
          </div>
          <p id={`${id}-basket-hint`} className={styles.hint}>
            {edited
              ? `Edited: a what-if basket built from ${basket.symbol}. Reset to get the deployed composition back.`
              : basket.address
                ? `Deployed on Base Sepolia at ${basket.address}.`
                : `${basket.name}.`}
          </p>
        </div>
        <fieldset className={styles.operation}>
          <legend>Operation</legend>
          {(['mint', 'burn'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-operation`}
                value={value}
                checked={operation === value}
                onChange={() => setOperation(value)}
              />{' '}
              {value === 'mint'
                ? 'Mint: deposit components, receive basket tokens'
                : 'Burn: return basket tokens, receive components'}
            </label>
          ))}
        </fieldset>
      </div>
      <fieldset className={styles.components}>
        <legend>Components of one {basket.symbol}</legend>
        {rows.map((row, index) => {
          const rowError = rowErrors.get(row.key) ?? {};
          const prefix = `${id}-row${row.key}`;
          const decimals = (() => {
            try {
              return parseComponentDecimals(row.decimals);
            } catch {
              return undefined;
            }
          })();
          let unitHint = 'The quantity in one whole basket token, in the token’s own units.';
          if (decimals !== undefined && !rowError.unitAmount) {
            try {
              unitHint = `= ${parseUnitAmount(row.unitAmount, decimals).toString()} base units`;
            } catch {
              // The row error already explains the problem.
            }
          }
          const name = row.symbol.trim() || `component ${index + 1}`;
          return (
            <fieldset key={row.key} className={styles.row}>
              <legend>
                Component {index + 1}
                {row.symbol.trim() && `: ${row.symbol.trim()}`}
                {row.address && (
                  <span className={styles.address}>
                    {' '}
                    <code title={row.address}>{short(row.address)}</code>
                  </span>
                )}
              </legend>
              <TextField
                id={`${prefix}-symbol`}
                label="Symbol"
                value={row.symbol}
                error={rowError.symbol}
                inputMode="text"
                onChange={(value) => updateRow(row.key, 'symbol', value)}
                inputRef={row.key === focusKey ? newSymbolRef : undefined}
              />
              <TextField
                id={`${prefix}-decimals`}
                label="Decimals"
                value={row.decimals}
                error={rowError.decimals}
                inputMode="numeric"
                onChange={(value) => updateRow(row.key, 'decimals', value)}
              />
              <TextField
                id={`${prefix}-unit`}
                label={`Per ${basket.symbol}`}
                value={row.unitAmount}
                hint={unitHint}
                error={rowError.unitAmount}
                inputMode="decimal"
                onChange={(value) => updateRow(row.key, 'unitAmount', value)}
              />
              {rows.length > minComponents && (
                <button
                  type="button"
                  className={`button button--sm button--outline button--danger ${styles.remove}`}
                  onClick={() => removeRow(row.key)}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              )}
            </fieldset>
          );
        })}
        <div className={styles.inline}>
          {rows.length < maxComponents && (
            <button ref={addButtonRef} type="button" className="button button--sm button--primary" onClick={addRow}>
              Add component
            </button>
          )}
          <p className={styles.hint}>
            A basket has {minComponents} to {maxComponents} components in this composer.
          </p>
        </div>
      </fieldset>
      <CalculatorForm
        title={`${operation === 'mint' ? 'Mint' : 'Burn'} ${basket.symbol}`}
        groups={groups}
        inputs={inputs}
        errors={errors}
        onChange={(name, value) => setInputs({...inputs, [name]: value})}
        results={quote ? <Results quote={quote} basket={basket} mixer={mixer} edited={edited} /> : undefined}
      />
    </section>
  );
}
