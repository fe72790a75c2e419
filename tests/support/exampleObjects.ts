/**
 * Every object under a value parsed from the reference's YAML (itself included), with its path: `where.key` for a
 * property, `where[index]` for an array item. The example checks (sign-in messages, tokens, EIP-712 signatures) find
 * what they check with it.
 */
export function* objectsIn(value: unknown, where = ''): Generator<[Record<string, unknown>, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objectsIn(item, `${where}[${index}]`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  yield [record, where];
  for (const [key, child] of Object.entries(record)) yield* objectsIn(child, where ? `${where}.${key}` : key);
}
