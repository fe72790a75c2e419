import {describe, expect, it} from 'vitest';
import {validateSchema} from 'graphql';
import {loadReference} from '@site/plugins/reference/load';
import {
  coverageProblems,
  descriptionProblems,
  exampleProblems,
  rootFields,
} from '@site/plugins/reference/graphql/validate';
import {buildReferenceSchema} from '@site/plugins/reference/graphql/schema';
import {publishedNetworks} from '@site/src/data/networks';

const bundle = loadReference();

describe('GraphQL schemas (reference/graphql)', () => {
  it('has the Pools and CP Pools APIs', () => {
    expect(bundle.graphql.map((api) => api.id).sort()).toEqual(expect.arrayContaining(['cp-pools', 'pools']));
  });

  for (const api of bundle.graphql) {
    describe(api.schemaFile, () => {
      it('is a valid schema', () => {
        expect(validateSchema(api.schema)).toEqual([]);
      });

      it('describes every type, field, argument, enum value and input field', () => {
        expect(descriptionProblems(api.schema)).toEqual([]);
      });

      it('has exactly one example per root field', () => {
        expect(rootFields(api.schema).length).toBeGreaterThan(0);
        expect(coverageProblems(api.schema, api.examples)).toEqual([]);
      });

      it('its Network enum lists exactly the networks the product is deployed on', () => {
        const network = api.schema.getType('Network');
        const expected = publishedNetworks()
          .filter((candidate) => candidate.products.includes(api.id as never))
          .map((candidate) => candidate.id.toUpperCase())
          .sort();
        expect(
          network && 'getValues' in network
            ? network
                .getValues()
                .map((value) => value.name)
                .sort()
            : [],
        ).toEqual(expected);
      });

      const examples = api.examples.groups.flatMap((group) => group.operations);
      it.each(examples.map((example) => [example.field, example]))(
        'example %s validates against the SDL and its response is what it returns',
        (_field, example) => {
          expect(exampleProblems(api.schema, example)).toEqual([]);
        },
      );
    });
  }
});

describe('example validation catches mistakes', () => {
  const schema = buildReferenceSchema(`
    "An address." scalar Address
    "An amount." scalar Amount
    "Root." type Query { "A balance." balance("Who." account: Address!): Amount! }
  `);
  const example = (
    response: unknown,
    variables: Record<string, unknown> = {account: '0x875CEddD58FD8637f286d1324da968cF506d1656'},
  ) => ({
    field: 'Query.balance',
    operation: 'query Balance($account: Address!) { balance(account: $account) }',
    variables,
    response: {data: response as Record<string, unknown>},
  });

  it('accepts a correct example', () => {
    expect(exampleProblems(schema, example({balance: '1500000'}))).toEqual([]);
  });

  it('rejects an amount that is not a base-unit integer string', () => {
    expect(exampleProblems(schema, example({balance: '1.5'})).join()).toMatch(/Amount must be a token amount/);
  });

  it('rejects a malformed address in the variables', () => {
    expect(exampleProblems(schema, example({balance: '1'}, {account: '0x123'})).join()).toMatch(/Address must be/);
  });

  it('rejects a response with fields the operation does not select', () => {
    expect(exampleProblems(schema, example({balance: '1', extra: true})).join()).toMatch(/does not select/);
  });

  it('rejects an operation that names a field the schema lacks', () => {
    expect(
      exampleProblems(schema, {...example({balance: '1'}), operation: 'query Balance { balanceOf }'}).join(),
    ).toMatch(/Cannot query field/);
  });
});
