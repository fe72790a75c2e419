import React, {useId, useState, type ReactNode} from 'react';
import {formatDecimal} from '@site/src/lib/decimal';
import {
  CalculatorForm,
  choicesClassName,
  formulaClassName,
  parseFields,
  PresetSelect,
  type FieldGroup,
} from '@site/src/components/CalculatorForm';
import {kest, stakingPlans} from '@site/src/data/engageExample';
import {lockProblem, maxLockDays, secondsPerDay, secondsPerYear, stakingFigures} from './math';

type FieldName = 'amount' | 'apr' | 'lockDays' | 'horizonDays' | 'restakeDays';

export interface StakingRewardsEstimatorProps {
  /** The plan selected at first, by id; the 90-day plan by default. */
  planId?: number;
  amount?: string;
}

/** Longest horizon the estimator accepts: ten years keeps the restake loop small. */
const maxHorizonDays = 3650n;

/** A plan's terms as inputs; restaking starts at the plan's lock, or monthly for a flexible plan. */
function planInputs(planId: number): Pick<Record<FieldName, string>, 'apr' | 'lockDays' | 'restakeDays'> {
  const plan = stakingPlans.find((candidate) => candidate.id === planId) ?? stakingPlans[0];
  return {
    apr: formatDecimal(BigInt(plan.aprBps), 2, {grouping: false}),
    lockDays: String(plan.lockDays),
    restakeDays: String(plan.lockDays || 30),
  };
}

/**
 * Estimates the KEST a stake earns over a horizon, with or without compounding (restaking principal
 * plus rewards whenever the lock ends), with the staking contract's exact integer arithmetic.
 */
export default function StakingRewardsEstimator({
  planId = 2,
  amount = '10000',
}: StakingRewardsEstimatorProps): ReactNode {
  const id = useId();
  const [plan, setPlan] = useState<string>(String(planId));
  const [compounding, setCompounding] = useState(false);
  const [inputs, setInputs] = useState<Record<FieldName, string>>(() => {
    const terms = planInputs(planId);
    // Start with one full lock, the case the staking pages work through; a year for a flexible plan.
    return {amount, ...terms, horizonDays: terms.lockDays === '0' ? '365' : terms.lockDays};
  });

  const groups: FieldGroup<FieldName>[] = [
    [
      'Stake',
      [
        {
          name: 'amount',
          label: 'Amount staked',
          unit: kest.symbol,
          hint: 'Up to 18 decimal places, like the token.',
          decimals: kest.decimals,
        },
        {
          name: 'apr',
          label: 'Plan APR',
          unit: '%',
          hint: 'Up to two decimal places, as basis points allow.',
          decimals: 2,
        },
        {
          name: 'lockDays',
          label: 'Lock period',
          unit: 'days',
          hint: `0 for a flexible plan; at most ${maxLockDays.toLocaleString('en')} days.`,
          decimals: 0,
        },
      ],
    ],
    [
      'Horizon',
      [
        {
          name: 'horizonDays',
          label: 'Keep staking for',
          unit: 'days',
          hint: 'From the first stake, at most 3,650 days.',
          decimals: 0,
        },
        ...(compounding
          ? [
              {
                name: 'restakeDays' as const,
                label: 'Restake every',
                unit: 'days',
                hint: 'Each restake adds the rewards to the stake; not before the lock ends.',
                decimals: 0,
              },
            ]
          : []),
      ],
    ],
  ];
  const fields = groups.flatMap(([, specs]) => specs);
  const {values, errors} = parseFields(fields, inputs);
  if (values.amount === 0n) errors.amount = 'Enter an amount above zero.';
  if (values.apr !== undefined && values.apr > 10_000n) errors.apr = 'Enter at most 100 %.';
  const lockError = values.lockDays !== undefined ? lockProblem(values.lockDays) : undefined;
  if (lockError) errors.lockDays = lockError;
  if (values.horizonDays === 0n) errors.horizonDays = 'Enter at least one day.';
  if (values.horizonDays !== undefined && values.horizonDays > maxHorizonDays)
    errors.horizonDays = 'Enter at most 3,650 days.';
  if (compounding && values.restakeDays === 0n) errors.restakeDays = 'Enter at least one day.';
  if (
    compounding &&
    values.restakeDays !== undefined &&
    values.lockDays !== undefined &&
    values.restakeDays < values.lockDays
  ) {
    errors.restakeDays = 'A stake can be restaked only once its lock has ended: enter at least the lock period.';
  }

  const valid = Object.keys(errors).length === 0;
  const figures = valid
    ? stakingFigures({
        amount: values.amount!,
        aprBps: values.apr!,
        lockSeconds: values.lockDays! * secondsPerDay,
        horizonSeconds: values.horizonDays! * secondsPerDay,
        restakeEverySeconds: compounding ? values.restakeDays! * secondsPerDay : undefined,
      })
    : undefined;

  const tokens = (value: bigint) => `${formatDecimal(value, kest.decimals, {maxFractionDigits: 6})} ${kest.symbol}`;
  const results = figures ? (
    <>
      <dl>
        <dt>Rewards</dt>
        <dd>
          {tokens(figures.totalRewards)}{' '}
          <span className={formulaClassName}>({figures.totalRewards.toString()} base units)</span>
        </dd>
        <dt>Balance at the end</dt>
        <dd>{tokens(figures.finalBalance)}</dd>
        <dt>Growth</dt>
        <dd>
          {formatDecimal((figures.totalRewards * 10_000n) / values.amount!, 2, {minFractionDigits: 2})} % over{' '}
          {values.horizonDays!.toLocaleString('en')} days
        </dd>
        <dt>Restakes</dt>
        <dd>
          {compounding
            ? `${figures.cycles.length - 1}, each adding its rewards to the stake`
            : 'None: rewards are claimed, the principal stays staked'}
        </dd>
        <dt>Lock</dt>
        <dd>
          {figures.stillLockedFor > 0n
            ? `The last stake is still locked for ${(figures.stillLockedFor / secondsPerDay).toLocaleString('en')} days; unstaking earlier is an early unlock, which pays the plan’s penalty and forfeits rewards.`
            : 'Unlocked at the end of the horizon.'}
        </dd>
      </dl>
      <p className={formulaClassName}>
        Rewards per stake = amount × {formatDecimal(values.apr!, 2)} % × seconds staked ÷{' '}
        {secondsPerYear.toLocaleString('en')} s, rounded down to the token’s smallest unit
        {compounding ? ', once per restake.' : '.'}
      </p>
    </>
  ) : undefined;

  const controls = (
    <div className={choicesClassName}>
      <PresetSelect
        id={`${id}-plan`}
        label="Plan"
        value={plan}
        options={stakingPlans.map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.name} (${formatDecimal(BigInt(candidate.aprBps), 2)} % APR)`,
        }))}
        onChange={(value) => {
          setPlan(value);
          if (value !== 'custom') setInputs({...inputs, ...planInputs(Number(value))});
        }}
      />
      <label>
        <input type="checkbox" checked={compounding} onChange={(event) => setCompounding(event.target.checked)} />
        Compound: restake the rewards
      </label>
    </div>
  );

  return (
    <CalculatorForm
      title="Staking rewards estimator"
      controls={controls}
      groups={groups}
      inputs={inputs}
      errors={errors}
      onChange={(name, value) => {
        setInputs({...inputs, [name]: value});
        // Editing a plan's terms makes it a custom plan.
        if (name === 'apr' || name === 'lockDays') setPlan('custom');
      }}
      results={results}
    />
  );
}
