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
import {kest, vestingExamples, type VestingExample} from '@site/src/data/engageExample';
import {
  maxDurationSeconds,
  scheduleProblem,
  secondsPerDay,
  vestedAmount,
  vestingBreakpoints,
  vestingPosition,
  type VestingSchedule,
} from './math';
import styles from './styles.module.css';

type FieldName = 'total' | 'cliffDays' | 'durationDays' | 'stepDays' | 'elapsedDays' | 'claimed';

export interface VestingScheduleChartProps {
  /** The example schedule selected at first. */
  example?: VestingExample['id'];
  /** Days after the start to look at first. */
  elapsedDays?: number;
}

function exampleInputs(example: VestingExample): Omit<Record<FieldName, string>, 'elapsedDays' | 'claimed'> {
  return {
    total: example.total,
    cliffDays: String(example.cliffDays),
    durationDays: String(example.durationDays),
    stepDays: String(example.stepDays),
  };
}

/** The calendar date `days` after an ISO start date, in UTC so server and browser agree. */
function dateAfter(start: string, days: bigint): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + Number(days) * 86_400_000).toISOString().slice(0, 10);
}

/** The longest duration the chart accepts, as `createSchedule` does: the contract's `maxDuration()`, in days. */
const maxDurationDays = maxDurationSeconds / secondsPerDay;

const chart = {width: 640, height: 240, left: 56, right: 16, top: 16, bottom: 36} as const;

interface ChartProps {
  schedule: VestingSchedule;
  elapsedSeconds: bigint;
  titleId: string;
  descriptionId: string;
}

/** The vested amount over time: flat until the cliff, then a line (linear) or stairs (stepped). */
function ScheduleChart({schedule, elapsedSeconds, titleId, descriptionId}: ChartProps): ReactNode {
  const end = schedule.durationSeconds + schedule.durationSeconds / 10n;
  const plotWidth = chart.width - chart.left - chart.right;
  const plotHeight = chart.height - chart.top - chart.bottom;
  // Positions only: amounts stay bigint everywhere else.
  const x = (seconds: bigint) => chart.left + (Number(seconds) / Number(end)) * plotWidth;
  const y = (amount: bigint) =>
    chart.top +
    plotHeight -
    (schedule.totalAmount === 0n ? 0 : (Number((amount * 10_000n) / schedule.totalAmount) / 10_000) * plotHeight);
  const points: string[] = [`M ${x(0n)} ${y(0n)}`];
  for (const at of vestingBreakpoints(schedule)) {
    const before = at > 0n ? vestedAmount(schedule, at - 1n) : 0n;
    // A straight run to just before the breakpoint (rising when linear, flat between steps), then the jump.
    points.push(`L ${x(at)} ${y(before)}`, `L ${x(at)} ${y(vestedAmount(schedule, at))}`);
  }
  points.push(`L ${x(end)} ${y(schedule.totalAmount)}`);
  const now = elapsedSeconds > end ? end : elapsedSeconds;
  // Round-numbered day ticks, at most six, none past the plotted end.
  const endDays = end / secondsPerDay;
  const tickDays =
    [1n, 7n, 30n, 90n, 180n, 365n, 730n, 1825n, 3650n].find((interval) => endDays / interval <= 5n) ?? 7300n;
  const ticks = Array.from(
    {length: Number(endDays / tickDays) + 1},
    (_, index) => BigInt(index) * tickDays * secondsPerDay,
  );
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
    >
      <line className={styles.axis} x1={chart.left} y1={y(0n)} x2={chart.width - chart.right} y2={y(0n)} />
      <line className={styles.axis} x1={chart.left} y1={chart.top} x2={chart.left} y2={y(0n)} />
      {[0n, schedule.totalAmount / 2n, schedule.totalAmount].map((amount) => (
        <text key={amount.toString()} className={styles.label} x={chart.left - 6} y={y(amount) + 4} textAnchor="end">
          {formatDecimal(amount, kest.decimals, {maxFractionDigits: 0})}
        </text>
      ))}
      {ticks.map((tick) => (
        <text key={tick.toString()} className={styles.label} x={x(tick)} y={chart.height - 14} textAnchor="middle">
          day {(tick / secondsPerDay).toLocaleString('en')}
        </text>
      ))}
      <path className={styles.vested} d={points.join(' ')} />
      <line className={styles.now} x1={x(now)} y1={chart.top} x2={x(now)} y2={y(0n)} />
      <circle className={styles.marker} cx={x(now)} cy={y(vestedAmount(schedule, elapsedSeconds))} r={4} />
    </svg>
  );
}

/** Rows of the table alternative: the start, the cliff, every step or 30 days, and the end (at most 48 rows). */
function tableDays(cliffDays: bigint, durationDays: bigint, stepDays: bigint): bigint[] {
  const interval = stepDays > 0n ? stepDays : 30n;
  const stride = durationDays / interval > 46n ? (durationDays / interval / 46n + 1n) * interval : interval;
  const days = new Set<bigint>([0n, cliffDays, durationDays]);
  for (let day = stride; day < durationDays; day += stride) days.add(day);
  return [...days].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A vesting schedule as the vesting contract computes it: the vested amount over time as a chart with
 * a table alternative, and what a beneficiary can claim on a given day.
 */
export default function VestingScheduleChart({
  example = 'team',
  elapsedDays = 400,
}: VestingScheduleChartProps): ReactNode {
  const id = useId();
  const [preset, setPreset] = useState<string>(example);
  const selected = vestingExamples.find((candidate) => candidate.id === preset);
  const start = selected?.start ?? vestingExamples[0].start;
  const [inputs, setInputs] = useState<Record<FieldName, string>>({
    ...exampleInputs(vestingExamples.find((candidate) => candidate.id === example) ?? vestingExamples[0]),
    elapsedDays: String(elapsedDays),
    claimed: '0',
  });

  const groups: FieldGroup<FieldName>[] = [
    [
      'Schedule',
      [
        {
          name: 'total',
          label: 'Total granted',
          unit: kest.symbol,
          hint: 'Tokens the schedule releases in all.',
          decimals: kest.decimals,
        },
        {
          name: 'cliffDays',
          label: 'Cliff',
          unit: 'days',
          hint: 'Nothing vests before it ends; 0 for no cliff.',
          decimals: 0,
        },
        {
          name: 'durationDays',
          label: 'Duration',
          unit: 'days',
          hint: `From the start until everything has vested; at most ${maxDurationDays.toLocaleString('en')} days.`,
          decimals: 0,
        },
        {
          name: 'stepDays',
          label: 'Step',
          unit: 'days',
          hint: '0 for linear release; otherwise tokens vest in whole steps, which must divide the duration.',
          decimals: 0,
        },
      ],
    ],
    [
      'Beneficiary',
      [
        {name: 'elapsedDays', label: 'Days since the start', unit: 'days', hint: `Day 0 is ${start}.`, decimals: 0},
        {
          name: 'claimed',
          label: 'Claimed so far',
          unit: kest.symbol,
          hint: 'What the beneficiary has already claimed.',
          decimals: kest.decimals,
        },
      ],
    ],
  ];
  const fields = groups.flatMap(([, specs]) => specs);
  const {values, errors} = parseFields(fields, inputs);
  const schedule: VestingSchedule | undefined =
    values.total !== undefined &&
    values.cliffDays !== undefined &&
    values.durationDays !== undefined &&
    values.stepDays !== undefined
      ? {
          totalAmount: values.total,
          cliffSeconds: values.cliffDays * secondsPerDay,
          durationSeconds: values.durationDays * secondsPerDay,
          stepSeconds: values.stepDays * secondsPerDay,
        }
      : undefined;
  // The checks of `createSchedule`: the chart draws only a schedule the contract would accept.
  const problem = schedule && scheduleProblem(schedule);
  if (problem) errors[problem.term === 'total' ? 'total' : (`${problem.term}Days` as const)] = problem.message;
  const elapsedSeconds = (values.elapsedDays ?? 0n) * secondsPerDay;
  if (schedule && !problem && values.claimed !== undefined && values.claimed > vestedAmount(schedule, elapsedSeconds)) {
    errors.claimed = 'Claimed so far cannot exceed what has vested by that day.';
  }

  const valid = Object.keys(errors).length === 0 && schedule !== undefined;
  const tokens = (value: bigint) => `${formatDecimal(value, kest.decimals, {maxFractionDigits: 6})} ${kest.symbol}`;
  let results: ReactNode | undefined;
  if (valid) {
    const position = vestingPosition(schedule, elapsedSeconds, values.claimed!);
    const rows = tableDays(values.cliffDays!, values.durationDays!, values.stepDays!);
    results = (
      <>
        <dl>
          <dt>On {dateAfter(start, values.elapsedDays!)}</dt>
          <dd>
            day {values.elapsedDays!.toLocaleString('en')} of {values.durationDays!.toLocaleString('en')}
          </dd>
          <dt>Vested</dt>
          <dd>{tokens(position.vested)}</dd>
          <dt>Claimable now</dt>
          <dd>
            {tokens(position.claimable)}{' '}
            <span className={formulaClassName}>({position.claimable.toString()} base units)</span>
          </dd>
          <dt>Still locked</dt>
          <dd>{tokens(position.locked)}</dd>
        </dl>
        <p id={`${id}-chart-title`} className={styles.caption}>
          Vested {kest.symbol} by day since {start}
        </p>
        <p id={`${id}-chart-description`} className="visually-hidden">
          {`Nothing vests until day ${values.cliffDays!.toLocaleString('en')}; ${values.stepDays === 0n ? 'then tokens vest linearly' : `then tokens vest every ${values.stepDays!.toLocaleString('en')} days`} until all ${tokens(schedule.totalAmount)} have vested on day ${values.durationDays!.toLocaleString('en')}. The marker shows day ${values.elapsedDays!.toLocaleString('en')}. The table below lists the same figures.`}
        </p>
        <ScheduleChart
          schedule={schedule}
          elapsedSeconds={elapsedSeconds}
          titleId={`${id}-chart-title`}
          descriptionId={`${id}-chart-description`}
        />
        <details className={styles.details}>
          <summary>The schedule as a table</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Date</th>
                <th scope="col">Vested ({kest.symbol})</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((day) => (
                <tr key={day.toString()}>
                  <td>{day.toLocaleString('en')}</td>
                  <td>{dateAfter(start, day)}</td>
                  <td>
                    {formatDecimal(vestedAmount(schedule, day * secondsPerDay), kest.decimals, {maxFractionDigits: 6})}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <p className={formulaClassName}>
          Vested = total × {values.stepDays === 0n ? 'seconds since the start' : 'whole steps × step length'} ÷
          duration, rounded down; nothing before the cliff ends, everything once the duration has passed. Claimable =
          vested − claimed.
        </p>
      </>
    );
  }

  const controls = (
    <div className={choicesClassName}>
      <PresetSelect
        id={`${id}-example`}
        label="Schedule"
        value={preset}
        options={vestingExamples.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.beneficiary}: ${Number(candidate.total).toLocaleString('en')} ${kest.symbol}`,
        }))}
        onChange={(value) => {
          const chosen = vestingExamples.find((candidate) => candidate.id === value);
          setPreset(value);
          if (chosen) setInputs({...inputs, ...exampleInputs(chosen), claimed: '0'});
        }}
      />
    </div>
  );

  return (
    <CalculatorForm
      title="Vesting schedule"
      controls={controls}
      groups={groups}
      inputs={inputs}
      errors={errors}
      onChange={(name, value) => {
        setInputs({...inputs, [name]: value});
        if (name !== 'elapsedDays' && name !== 'claimed') setPreset('custom');
      }}
      results={results}
    />
  );
}
