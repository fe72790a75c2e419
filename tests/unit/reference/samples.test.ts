import {beforeAll, describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {examplesOf, operations, responsesOf} from '@site/plugins/reference/openapi/document';
import {describeSample, placedSamples, sampleLanguages, type PlacedSample} from '../../support/samples/collect';
import {runnerOf, runSamples, type RunnerReport, type SampleOutcome} from '../../support/samples/run';
import {docsDir, repoRoot} from '../../support/paths';
import {typecheckSnippets} from '../../support/snippets/typecheck';
import type {Snippet} from '../../support/snippets/extract';

const bundle = loadReference();
const samples = placedSamples(bundle, docsDir);

/** One sample per language with a body field renamed, as a writer's typo would: the run must catch each. */
const renamed: PlacedSample[] = sampleLanguages.map((language) => {
  const original = samples.find((placed) => placed.id === `pools:buildSupply:${language}`)!;
  const code = original.sample.code.replace(/(["']?)amount\1(\s*:)/, '$1amout$1$2');
  return {...original, id: `${original.id}:renamed`, sample: {...original.sample, code}};
});

let outcomes: Map<string, SampleOutcome>;
let reports: RunnerReport[];
beforeAll(async () => {
  const started = performance.now();
  ({outcomes, reports} = await runSamples([...samples, ...renamed], bundle.rest));
  console.log(
    `${samples.length} request samples in ${((performance.now() - started) / 1000).toFixed(1)} s, four runners at once:`,
  );
  for (const report of reports) {
    const count = samples.filter((placed) => runnerOf(placed) === report.runner).length;
    console.log(`${report.runner}: ${count} samples ${report.mode} in ${report.seconds.toFixed(1)} s — ${report.how}`);
  }
}, 600_000);

/** Top-level text of the success example (or of its first list item): what a printed response shows. */
function printedValues(placed: PlacedSample): string[] {
  const ok = responsesOf(placed.api.document, placed.entry).find(([status]) => status.startsWith('2'))?.[1];
  const example = examplesOf(placed.api.document, ok?.content?.['application/json'])[0]?.[1].value as
    Record<string, unknown> | undefined;
  const first = Array.isArray(example?.data) ? (example.data[0] as Record<string, unknown> | undefined) : undefined;
  return [example, first].flatMap((value) =>
    Object.values(value ?? {}).filter((item): item is string => typeof item === 'string'),
  );
}

/** Everything wrong with a sample's run, each line naming the page, the operation and the language. */
function problems(placed: PlacedSample): string[] {
  const where = describeSample(placed);
  const outcome = outcomes.get(placed.id);
  if (!outcome) return [`${where}: not run`];
  const found: string[] = [];
  if (!outcome.ok)
    found.push(`${where}: ${outcome.mode === 'ran' ? 'failed' : 'does not compile'}: ${outcome.output.trim()}`);
  if (outcome.mode === 'compiled') return found;
  const expected = `${placed.api.id}:${placed.entry.operation.operationId}`;
  if (outcome.calls.length === 0) found.push(`${where}: sent no request`);
  for (const call of outcome.calls) {
    if (call.operation !== expected)
      found.push(`${where}: sent ${call.request}, which is ${call.operation ?? 'no operation'}, not ${expected}`);
    found.push(...call.problems.map((problem) => `${where}: ${problem}`));
  }
  const values = printedValues(placed);
  if (outcome.ok && values.length > 0 && !values.some((value) => outcome.output.includes(value)))
    found.push(`${where}: did not print the response (output: ${outcome.output.trim().slice(0, 200) || 'none'})`);
  return found;
}

describe('request samples', () => {
  it('cover every operation of every REST API in cURL, TypeScript, Python and Java, and the SDK where it has a method', () => {
    for (const api of bundle.rest) {
      for (const entry of operations(api.document)) {
        const languages = samples
          .filter((placed) => placed.api === api && placed.entry.operation.operationId === entry.operation.operationId)
          .map((placed) => placed.sample.language);
        const expected = ['curl', 'typescript', ...(entry.operation['x-sdk-method'] ? ['sdk'] : []), 'python', 'java'];
        expect(languages, `${api.id}:${entry.operation.operationId}`).toEqual(expected);
      }
    }
  });

  // Review pass 114: the notifications list showed a member's read state under samples that sent an API key.
  it('send the credential their operation’s response examples were read with', () => {
    const readAsMember = (description = '') => /access token/i.test(description);
    let checked = 0;
    for (const api of bundle.rest) {
      for (const entry of operations(api.document)) {
        const success = responsesOf(api.document, entry).filter(([status]) => status.startsWith('2'));
        const examples = success.flatMap(([, response]) =>
          examplesOf(api.document, response.content?.['application/json']),
        );
        if (!examples.some(([, example]) => readAsMember(example.description))) continue;
        const id = entry.operation.operationId;
        for (const placed of samples.filter((one) => one.api === api && one.entry.operation.operationId === id)) {
          expect(placed.sample.code, placed.id).toMatch(/accessToken|ASSETRA_ACCESS_TOKEN/);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('read the base URL and the credential from the environment, with the Sandbox as the default', () => {
    for (const placed of samples.filter((candidate) => candidate.sample.language !== 'sdk'))
      expect(placed.sample.code, placed.id).toMatch(/ASSETRA_API_BASE[\s\S]*https:\/\/api\.sandbox\.assetra\.dev/);
  });
});

for (const language of sampleLanguages) {
  describe(`${language} samples run against the mock built from the reference (or compile where the runtime is missing)`, () => {
    const mine = samples.filter((placed) => placed.sample.language === language);
    it.each(mine.map((placed) => [describeSample(placed), placed] as const))('%s', (_name, placed) => {
      expect(problems(placed)).toEqual([]);
    });
  });
}

describe('TypeScript and SDK samples', () => {
  it('type-check as a reader’s strict Node.js project, with @assetra/sdk as the reference declares it', () => {
    const typescript = samples.filter((placed) => placed.sample.fence === 'ts');
    // Each sample is its own module file, named as a reader saves it; line 0 makes diagnostic lines the sample's own.
    const snippets = new Map<Snippet, PlacedSample>(
      typescript.map((placed) => [
        {
          page: placed.page,
          line: 0,
          lang: 'ts',
          title: placed.sample.fileName,
          nocheck: undefined,
          code: placed.sample.code,
        },
        placed,
      ]),
    );
    const diagnostics = typecheckSnippets(repoRoot, [...snippets.keys()], bundle);
    expect(
      diagnostics.map((diagnostic) => {
        const placed = diagnostic.snippet && snippets.get(diagnostic.snippet);
        return placed
          ? `${describeSample(placed)}: line ${diagnostic.line - 1}: ${diagnostic.message}`
          : `${diagnostic.page}:${diagnostic.line} ${diagnostic.message}`;
      }),
    ).toEqual([]);
  }, 180_000);
});

describe('a renamed field fails the run, naming the page, the operation and the language', () => {
  it.each(renamed.map((placed) => [placed.sample.label, placed] as const))('%s', (_label, placed) => {
    const outcome = outcomes.get(placed.id)!;
    if (outcome.mode === 'compiled') {
      // Compiling cannot see a field name; the runtime is missing on this machine (the run's output says which).
      expect(outcome.ok).toBe(true);
      return;
    }
    const found = problems(placed);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith(`${describeSample(placed)}: `))).toBe(true);
    expect(found.join('\n')).toContain('body field "amout": Is not a documented field.');
  });
});
