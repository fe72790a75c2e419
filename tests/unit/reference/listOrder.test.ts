import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {examplesOf, operations, responsesOf} from '@site/plugins/reference/openapi/document';

/**
 * A list the reference says comes "newest first" shows its examples newest first: readers take an example's
 * first item for the newest (a review found an API-key list whose example put the older key first).
 */
const bundle = loadReference();

interface Dated {
  createdAt?: unknown;
}

/** The items' createdAt values when every item has one, else null (a list without dates has no order to check). */
function datesOf(list: unknown): string[] | null {
  const items = Array.isArray(list) ? (list as Dated[]) : (list as {nodes?: Dated[]} | null)?.nodes;
  if (!Array.isArray(items) || items.some((item) => typeof item?.createdAt !== 'string')) return null;
  return items.map((item) => item.createdAt as string);
}

const newestFirst = (dates: readonly string[]) =>
  dates.every((date, index) => index === 0 || Date.parse(dates[index - 1]!) >= Date.parse(date));

/**
 * `file operationId example: createdAt, createdAt …` for every example list that is not newest first, and how many
 * dated lists there were.
 */
function listOrder(): {problems: string[]; checked: number} {
  const problems: string[] = [];
  let checked = 0;
  for (const api of bundle.rest) {
    for (const entry of operations(api.document)) {
      if (!/newest first/i.test(entry.operation.description ?? '')) continue;
      for (const [status, response] of responsesOf(api.document, entry)) {
        if (!status.startsWith('2')) continue;
        for (const [name, example] of examplesOf(api.document, response.content?.['application/json'])) {
          const dates = datesOf((example.value as {data?: unknown} | undefined)?.data);
          if (dates) checked++;
          if (dates && !newestFirst(dates))
            problems.push(`${api.file} ${entry.operation.operationId} ${name}: ${dates.join(', ')}`);
        }
      }
    }
  }
  for (const api of bundle.graphql) {
    const queryFields = api.schema.getQueryType()?.getFields() ?? {};
    for (const example of api.examples.groups.flatMap((group) => group.operations)) {
      const [root, name] = example.field.split('.');
      if (root !== 'Query' || !/newest first/i.test(queryFields[name!]?.description ?? '')) continue;
      const dates = datesOf(example.response.data[name!]);
      if (dates) checked++;
      if (dates && !newestFirst(dates)) problems.push(`${api.examplesFile} ${example.field}: ${dates.join(', ')}`);
    }
  }
  return {problems, checked};
}

describe('lists the reference calls "newest first"', () => {
  it('show their REST and GraphQL examples newest first, by createdAt', () => {
    const {problems, checked} = listOrder();
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
