import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import type {SdkModule} from '@site/plugins/reference/sdk/model';
import {sdkModules} from '@site/plugins/reference/sdk/modules';

/**
 * The SDK reference shows the REST and GraphQL descriptions of amount fields beside their `bigint` type. A
 * description that quotes the JSON string (`"0"`) then tells an SDK reader to pass or expect a string, where the
 * SDK takes and returns `0n`. Descriptions of such fields say the value in words instead ("Always zero").
 */
const numericStringLiteral = /(["'“])-?\d[\d_]*(?:\.\d+)?["'”]/g;

const numericStringLiterals = (description: string) => description.match(numericStringLiteral) ?? [];

/** Whether a TypeScript type is `bigint`, alone or as one branch of a union (`bigint | 'max'`, `bigint[]`). */
const isBigintType = (type: string) =>
  type
    .split(' | ')
    .map((branch) => branch.trim().replace(/^\(+|\)+$|(\[\])+$/g, ''))
    .some((branch) => branch === 'bigint');

interface DescribedField {
  /** `pools: UnsignedTransaction.value`, `pools: buildApproval input amount` */
  where: string;
  type: string;
  description: string;
}

/** The fields of a generated declaration with the doc comment above each: what the Types section shows. */
function declaredFields(typeName: string, declaration: string): DescribedField[] {
  const lines = declaration.split('\n');
  return lines.flatMap((line, index) => {
    const field = /^\s+(\w+)\??: (.+);$/.exec(line);
    const comment = /^\s+\/\*\* (.*) \*\/$/.exec(lines[index - 1] ?? '');
    return field && comment ? [{where: `${typeName}.${field[1]}`, type: field[2]!, description: comment[1]!}] : [];
  });
}

/**
 * A type's own doc comment quoting one of its fields as JSON (`{"amount": "2000000000", "decimals": 8}`): the quoted
 * value read as that field's description, so a `bigint` field shown as a string is found there too.
 */
function typeCommentFields(typeName: string, declaration: string): DescribedField[] {
  const comment = /^\/\*\* (.*) \*\/\nexport /.exec(declaration)?.[1] ?? '';
  const types = new Map(declaredFields(typeName, declaration).map((field) => [field.where, field.type]));
  return [...comment.matchAll(/"(\w+)":\s*("-?\d[\d_]*(?:\.\d+)?")/g)].flatMap(([, name, value]) => {
    const type = types.get(`${typeName}.${name}`);
    return type ? [{where: `${typeName} (its comment).${name}`, type, description: `"${name}": ${value}`}] : [];
  });
}

/** Every field an SDK module documents: the Input table of each method and the fields of each named type. */
function describedFields(module: SdkModule): DescribedField[] {
  return [
    ...module.types.flatMap((type) => typeCommentFields(type.name, type.declaration)),
    ...module.methods.flatMap((method) =>
      method.fields.map((field) => ({
        where: `${method.name} input ${field.name}`,
        type: field.type,
        description: field.description,
      })),
    ),
    ...module.types.flatMap((type) => declaredFields(type.name, type.declaration)),
  ].map((field) => ({...field, where: `${module.apiId}: ${field.where}`}));
}

/** The bigint fields whose description quotes a number as a string, with the literals it quotes. */
const stringQuotedBigints = (modules: SdkModule[]) =>
  modules
    .flatMap(describedFields)
    .filter((field) => isBigintType(field.type))
    .flatMap((field) => {
      const literals = numericStringLiterals(field.description);
      return literals.length
        ? [`${field.where} (${field.type}): ${literals.join(', ')} in "${field.description}"`]
        : [];
    });

describe('SDK descriptions of bigint fields', () => {
  it('finds a quoted numeric string in the description of a bigint field, and only there', () => {
    const module: SdkModule = {
      apiId: 'pools',
      source: 'rest/pools.openapi.yaml',
      methods: [],
      types: [
        {
          name: 'UnsignedTransaction',
          declaration: [
            'export interface UnsignedTransaction {',
            '  /** Native currency to send, in wei. Always `"0"`. */',
            '  value: bigint;',
            '  /** Allowance to set. Replaces the current allowance; `"0"` removes it. */',
            "  amount?: bigint | 'max';",
            '  /** Health factor, such as `"1.5"`. */',
            '  healthFactor: string | null;',
            '  /** Native currency to send, in wei. Always zero. */',
            '  fee: bigint;',
            '}',
          ].join('\n'),
        },
      ],
      requestOptions: false,
    };
    module.types.push({
      name: 'Price',
      declaration: [
        '/** A price with its own decimals: `{"amount":"2000000000", "decimals": 8}` is 20.00000000 USDC. */',
        'export interface Price {',
        '  /** Price scaled by 10^`decimals`. */',
        '  amount: bigint;',
        '  /** Decimals of `amount`. */',
        '  decimals: number;',
        '}',
      ].join('\n'),
    });
    expect(stringQuotedBigints([module])).toEqual([
      expect.stringMatching(/^pools: Price \(its comment\)\.amount \(bigint\): "2000000000" in/),
      'pools: UnsignedTransaction.value (bigint): "0" in "Native currency to send, in wei. Always `"0"`."',
      `pools: UnsignedTransaction.amount (bigint | 'max'): "0" in "Allowance to set. Replaces the current allowance; \`"0"\` removes it."`,
    ]);
  });

  it('never quotes a number as a string in the description of a field the SDK types as bigint', () => {
    expect(stringQuotedBigints(sdkModules(loadReference()))).toEqual([]);
  });
});
