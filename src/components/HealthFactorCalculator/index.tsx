import React, {useState, type ReactNode} from 'react';
import {formatDecimal} from '@site/src/lib/decimal';
import {priceFeedDecimals} from '@site/src/lib/priceFeed';
import {CalculatorForm, formulaClassName, parseFields, type FieldGroup} from '@site/src/components/CalculatorForm';
import {liquidation, positionFigures, riskParameterProblems, type PositionFigures, type PositionStatus} from './math';

type FieldName =
  'collateral' | 'price' | 'debt' | 'maxLtv' | 'liquidationThreshold' | 'liquidationBonus' | 'closeFactor';

export interface HealthFactorCalculatorProps {
  loanSymbol?: string;
  loanDecimals?: number;
  collateralSymbol?: string;
  collateralDecimals?: number;
  /** Starting values as a reader would type them; Ana's HSIF / USDC position by default. */
  initial?: Partial<Record<FieldName, string>>;
}

const ana: Record<FieldName, string> = {
  collateral: '500',
  price: '20',
  debt: '5100',
  maxLtv: '60',
  liquidationThreshold: '75',
  liquidationBonus: '5',
  closeFactor: '50',
};

const statusText: Record<PositionStatus, string> = {
  HEALTHY: 'Healthy (1.10 or more)',
  AT_RISK: 'At risk (1.00 to 1.10): add collateral or repay',
  LIQUIDATABLE: 'Liquidatable (below 1.00)',
};

/**
 * A borrow position in a collateral pool: health factor, loan-to-value, borrowing headroom, the price
 * at which it becomes liquidatable, and what one liquidation would do, in the contract's integer arithmetic.
 */
export default function HealthFactorCalculator({
  loanSymbol = 'USDC',
  loanDecimals = 6,
  collateralSymbol = 'HSIF',
  collateralDecimals = 18,
  initial = {},
}: HealthFactorCalculatorProps): ReactNode {
  const [inputs, setInputs] = useState<Record<FieldName, string>>({...ana, ...initial});

  const groups: FieldGroup<FieldName>[] = [
    [
      'Position',
      [
        {
          name: 'collateral',
          label: 'Collateral',
          unit: collateralSymbol,
          hint: 'Tokens deposited as collateral.',
          decimals: collateralDecimals,
        },
        {
          name: 'price',
          label: 'Collateral price',
          unit: `${loanSymbol} per ${collateralSymbol}`,
          hint: 'What the pool’s price feed reports, with up to its decimals (8 for Assetra’s feeds).',
          decimals: priceFeedDecimals,
        },
        {
          name: 'debt',
          label: 'Debt',
          unit: loanSymbol,
          hint: 'Borrowed amount plus accrued interest.',
          decimals: loanDecimals,
        },
      ],
    ],
    [
      'Pool risk parameters',
      [
        {
          name: 'maxLtv',
          label: 'Maximum LTV',
          unit: '%',
          hint: 'The most you can borrow against the collateral.',
          decimals: 2,
        },
        {
          name: 'liquidationThreshold',
          label: 'Liquidation threshold',
          unit: '%',
          hint: 'Share of collateral value that counts towards the health factor.',
          decimals: 2,
        },
        {
          name: 'liquidationBonus',
          label: 'Liquidation bonus',
          unit: '%',
          hint: 'Extra collateral a liquidator receives.',
          decimals: 2,
        },
        {
          name: 'closeFactor',
          label: 'Close factor',
          unit: '%',
          hint: 'The most of the debt one liquidation may repay.',
          decimals: 2,
        },
      ],
    ],
  ];
  const fields = groups.flatMap(([, specs]) => specs);
  const {values, errors} = parseFields(fields, inputs);
  const riskFields = {
    maxLtv: 'maxLtvBps',
    liquidationThreshold: 'liquidationThresholdBps',
    liquidationBonus: 'liquidationBonusBps',
    closeFactor: 'closeFactorBps',
  } as const;
  if (Object.keys(riskFields).every((name) => values[name as keyof typeof riskFields] !== undefined)) {
    const problems = riskParameterProblems({
      maxLtvBps: values.maxLtv!,
      liquidationThresholdBps: values.liquidationThreshold!,
      liquidationBonusBps: values.liquidationBonus!,
      closeFactorBps: values.closeFactor!,
    });
    for (const [name, key] of Object.entries(riskFields)) {
      const problem = problems[key];
      if (problem) errors[name as keyof typeof riskFields] = problem;
    }
  }
  if (values.price === 0n) errors.price = 'Enter a price above zero.';

  const valid = Object.keys(errors).length === 0;
  const input = valid
    ? {
        collateral: values.collateral!,
        collateralDecimals,
        loanDecimals,
        price: values.price!,
        debt: values.debt!,
        maxLtvBps: values.maxLtv!,
        liquidationThresholdBps: values.liquidationThreshold!,
        liquidationBonusBps: values.liquidationBonus!,
        closeFactorBps: values.closeFactor!,
      }
    : undefined;
  const figures = input && positionFigures(input);
  const liquidated = input && liquidation(input);

  const money = (value: bigint) => `${formatDecimal(value, loanDecimals, {minFractionDigits: 2})} ${loanSymbol}`;
  const price = (value: bigint) =>
    `${formatDecimal(value, priceFeedDecimals, {minFractionDigits: 2})} ${loanSymbol} per ${collateralSymbol}`;
  const tokens = (value: bigint) => `${formatDecimal(value, collateralDecimals)} ${collateralSymbol}`;
  // Health factors shown to four places, truncated as the contract truncates.
  const ratio = (value: bigint | undefined) =>
    value === undefined
      ? 'No debt, so no liquidation risk'
      : formatDecimal(value, 18, {maxFractionDigits: 4, minFractionDigits: 2});
  const headroom = (position: PositionFigures) =>
    position.liquidationPrice === undefined || values.price! <= position.liquidationPrice
      ? undefined
      : formatDecimal(((values.price! - position.liquidationPrice) * 10_000n) / values.price!, 2);

  const results =
    figures && input ? (
      <>
        <dl>
          <dt>Collateral value</dt>
          <dd>{money(figures.collateralValue)}</dd>
          <dt>Health factor</dt>
          <dd>
            <strong>{ratio(figures.healthFactor)}</strong>: {statusText[figures.status]}
          </dd>
          <dt>Loan-to-value</dt>
          <dd>
            {figures.ltvBps === undefined ? 'None: no collateral value' : `${formatDecimal(figures.ltvBps, 2)} %`}
          </dd>
          <dt>Can still borrow</dt>
          <dd>{money(figures.availableToBorrow)}</dd>
          <dt>Liquidation price</dt>
          <dd>
            {figures.liquidationPrice === undefined
              ? figures.healthFactor === undefined
                ? 'None without debt'
                : 'None: no collateral is left'
              : `${price(figures.liquidationPrice)}${headroom(figures) ? `, ${headroom(figures)} % below the current price` : ''}`}
          </dd>
          {liquidated && (
            <>
              <dt>One liquidation</dt>
              <dd>
                Repays {money(liquidated.repay)} and takes {tokens(liquidated.seized)}; afterwards the health factor is{' '}
                {ratio(liquidated.after.healthFactor)}
              </dd>
            </>
          )}
        </dl>
        <p className={formulaClassName}>
          Health factor = {money(figures.collateralValue)} × {formatDecimal(input.liquidationThresholdBps, 2)} % ÷{' '}
          {money(input.debt)}. Below 1 the position can be liquidated.
        </p>
      </>
    ) : undefined;

  return (
    <CalculatorForm
      title="Health factor calculator"
      groups={groups}
      inputs={inputs}
      errors={errors}
      onChange={(name, value) => setInputs({...inputs, [name]: value})}
      results={results}
    />
  );
}
