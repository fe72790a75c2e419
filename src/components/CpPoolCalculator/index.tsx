import React, {useState, type ReactNode} from 'react';
import {formatDecimal} from '@site/src/lib/decimal';
import {CalculatorForm, formulaClassName, parseFields, type FieldGroup} from '@site/src/components/CalculatorForm';
import {priceFeedDecimals} from '@site/src/lib/priceFeed';
import {cpPoolFigures, secondsPerDay, secondsPerMonth, secondsPerYear, shareOf, type CpPoolOutcome} from './math';

type FieldName =
  | 'principal'
  | 'minimumApr'
  | 'term'
  | 'collateral'
  | 'collateralPrice'
  | 'liquidationDiscount'
  | 'repaid'
  | 'supplied';
type TermUnit = 'months' | 'days';

export interface CpPoolCalculatorProps {
  stablecoin?: string;
  stablecoinDecimals?: number;
  collateralSymbol?: string;
  collateralDecimals?: number;
  /** Starting values, as a reader would type them; the Northwind pool of the how-tos by default. */
  initial?: Partial<Record<FieldName, string>> & {termUnit?: TermUnit};
}

const northwind: Record<FieldName, string> = {
  principal: '7000',
  minimumApr: '30',
  term: '1',
  collateral: '10',
  collateralPrice: '100',
  liquidationDiscount: '5',
  repaid: '7118',
  supplied: '70',
};

const outcomeText: Record<CpPoolOutcome, {label: string; explanation: string}> = {
  SUCCEEDED: {
    label: 'Success',
    explanation: 'The owner repaid at least the amount owed; the collateral goes back to the owner.',
  },
  MIN_APR_NOT_MET: {
    label: 'Minimum APR not met',
    explanation:
      'The principal is back but the rewards fall short. Investors vote; if the vote passes, collateral is sold to cover the shortfall.',
  },
  DEFAULTED: {
    label: 'Default',
    explanation: 'Part of the principal is missing. Collateral is sold, without a vote, to cover what it can.',
  },
};

/**
 * Works out a CP pool's minimum rewards, how far its collateral covers the promise, and what investors
 * receive for a given repayment, with the contract's exact integer arithmetic.
 */
export default function CpPoolCalculator({
  stablecoin = 'USDC',
  stablecoinDecimals = 6,
  collateralSymbol = 'AUR',
  collateralDecimals = 18,
  initial = {},
}: CpPoolCalculatorProps): ReactNode {
  const [inputs, setInputs] = useState<Record<FieldName, string>>({...northwind, ...initial});
  const [termUnit, setTermUnit] = useState<TermUnit>(initial.termUnit ?? 'months');

  const groups: FieldGroup<FieldName>[] = [
    [
      'Pool terms',
      [
        {
          name: 'principal',
          label: 'Target amount',
          unit: stablecoin,
          hint: 'The principal the pool raises from investors.',
          decimals: stablecoinDecimals,
        },
        {
          name: 'minimumApr',
          label: 'Minimum APR',
          unit: '%',
          hint: 'Up to two decimal places, as basis points allow.',
          decimals: 2,
        },
        {name: 'term', label: 'Term', unit: '', hint: 'A month is a twelfth of a 365-day year.', decimals: 2},
      ],
    ],
    [
      'Collateral',
      [
        {
          name: 'collateral',
          label: 'Collateral locked',
          unit: collateralSymbol,
          hint: 'Posted by the owner when the pool is created.',
          decimals: collateralDecimals,
        },
        {
          name: 'collateralPrice',
          label: 'Collateral price',
          unit: `${stablecoin} per ${collateralSymbol}`,
          hint: 'The price feed’s value at liquidation, with up to its 8 decimals.',
          decimals: priceFeedDecimals,
        },
        {
          name: 'liquidationDiscount',
          label: 'Liquidation discount',
          unit: '%',
          hint: 'Platform setting: liquidators buy below the oracle price.',
          decimals: 2,
        },
      ],
    ],
    [
      'Repayment',
      [
        {
          name: 'repaid',
          label: 'Owner repays',
          unit: stablecoin,
          hint: 'Total repaid by the repayment deadline.',
          decimals: stablecoinDecimals,
        },
        {
          name: 'supplied',
          label: 'Your supply',
          unit: stablecoin,
          hint: 'To see your pro-rata share.',
          decimals: stablecoinDecimals,
        },
      ],
    ],
  ];
  const fields = groups.flatMap(([, specs]) => specs);
  const {values, errors} = parseFields(fields, inputs);
  if (values.minimumApr !== undefined && values.minimumApr > 10_000n) errors.minimumApr = 'Enter at most 100 %.';
  if (values.liquidationDiscount !== undefined && values.liquidationDiscount >= 10_000n)
    errors.liquidationDiscount = 'Enter less than 100 %.';
  if (values.term === 0n) errors.term = 'Enter a term longer than zero.';
  if (termUnit === 'days' && values.term !== undefined && values.term % 100n !== 0n) errors.term = 'Enter whole days.';
  if (values.principal === 0n) errors.principal = 'Enter an amount above zero.';

  // The term field has two decimals: hundredths of a month, or (checked above) whole days.
  const termSeconds =
    termUnit === 'months'
      ? ((values.term ?? 0n) * secondsPerMonth) / 100n
      : ((values.term ?? 0n) / 100n) * secondsPerDay;
  const valid = Object.keys(errors).length === 0;
  const figures = valid
    ? cpPoolFigures({
        principal: values.principal!,
        minimumAprBps: values.minimumApr!,
        termSeconds,
        collateral: values.collateral!,
        collateralDecimals,
        stablecoinDecimals,
        collateralPrice: values.collateralPrice!,
        liquidationDiscountBps: values.liquidationDiscount!,
        repaid: values.repaid!,
      })
    : undefined;

  const money = (value: bigint) => `${formatDecimal(value, stablecoinDecimals, {minFractionDigits: 2})} ${stablecoin}`;
  const multiple = (value: bigint, of: bigint) =>
    of === 0n ? '—' : `${formatDecimal((value * 100n) / of, 2, {minFractionDigits: 2})}×`;

  const results = figures ? (
    <>
      <dl>
        <dt>Minimum rewards</dt>
        <dd>{money(figures.minimumRewards)}</dd>
        <dt>Amount owed at maturity</dt>
        <dd>{money(figures.amountOwed)}</dd>
        <dt>Collateral value</dt>
        <dd>
          {money(figures.collateralValue)}; a liquidation raises at most {money(figures.liquidationValue)}
        </dd>
        <dt>Collateral coverage</dt>
        <dd>
          {multiple(figures.liquidationValue, figures.minimumRewards)} the minimum rewards;{' '}
          {multiple(figures.liquidationValue, values.principal!)} the principal
        </dd>
        <dt>Outcome</dt>
        <dd>
          <strong>{outcomeText[figures.outcome].label}.</strong> {outcomeText[figures.outcome].explanation}
        </dd>
        <dt>Shortfall</dt>
        <dd>
          {money(figures.shortfall)}
          {figures.shortfall > 0n &&
            `; liquidation covers ${money(figures.liquidationProceeds)}, leaving ${money(figures.uncovered)} uncovered`}
        </dd>
        <dt>Investors receive</dt>
        <dd>{money(figures.investorsReceive)}</dd>
        <dt>Your share</dt>
        <dd>
          {money(shareOf(figures.investorsReceive, values.supplied!, values.principal!))} for {money(values.supplied!)}{' '}
          supplied; your minimum rewards are{' '}
          {money(shareOf(figures.minimumRewards, values.supplied!, values.principal!))}
        </dd>
      </dl>
      <p className={formulaClassName}>
        Minimum rewards = {money(values.principal!)} × {formatDecimal(values.minimumApr!, 2)} % ×{' '}
        {termSeconds.toLocaleString('en')} s ÷ {secondsPerYear.toLocaleString('en')} s, rounded up to the token’s
        smallest unit in the investors’ favour.
      </p>
    </>
  ) : undefined;

  return (
    <CalculatorForm
      title="CP pool calculator"
      groups={groups}
      inputs={inputs}
      errors={errors}
      onChange={(name, value) => setInputs({...inputs, [name]: value})}
      adornment={(name) =>
        name === 'term' && (
          <select
            aria-label="Term unit"
            value={termUnit}
            onChange={(event) => setTermUnit(event.target.value as TermUnit)}
          >
            <option value="months">months</option>
            <option value="days">days</option>
          </select>
        )
      }
      results={results}
    />
  );
}
