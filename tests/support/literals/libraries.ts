import {reactDeclaration} from '../snippets/ambient';

/**
 * Values other libraries give a name the reference also uses, so `receipt.status === 'success'` is not read as an
 * Assetra status: viem's `TransactionReceipt.status`, and the string unions of `@assetra/react`'s declaration.
 */
export function libraryLiterals(): Map<string, Set<string>> {
  const literals = new Map<string, Set<string>>([['status', new Set(['success', 'reverted'])]]);
  for (const [, name, union] of reactDeclaration.matchAll(/(\w+)\??: ((?:'[^']+'(?: \| )?)+);/g)) {
    const values = [...union!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    literals.set(name!, new Set([...(literals.get(name!) ?? []), ...values]));
  }
  return literals;
}

/**
 * Names the pages' own code defines: environment variables it reads or sets (`process.env.SIGNER_PRIVATE_KEY`,
 * `export RPC_URL=…`) and its constants (`const AMOUNT_IN = …`).
 */
export function codeNames(sources: string[]): Set<string> {
  const names = new Set<string>();
  const pattern =
    /process\.env\.([A-Z_][A-Z0-9_]*)|\$\{?([A-Z_][A-Z0-9_]*)|\bexport ([A-Z_][A-Z0-9_]*)=|(?:^|\n)([A-Z_][A-Z0-9_]*)=|\b(?:const|let) ([A-Z_][A-Z0-9_]*)\b/g;
  for (const source of sources)
    for (const match of source.matchAll(pattern)) names.add(match.slice(1).find((name) => name !== undefined)!);
  return names;
}
