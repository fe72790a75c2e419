/**
 * The codes the "Errors:" sentence of a GraphQL field's description names: the names in backticks right after
 * "Errors:", a comma, a semicolon, "and" or "otherwise"; names inside an explanation, such as the status in "unless the
 * pool is `FUNDING`", are not codes.
 */
export function errorsSentenceCodes(description: string | null | undefined): string[] {
  const start = (description ?? '').indexOf('Errors:');
  if (start < 0) return [];
  const sentence = description!.slice(start).split(/\.(?=\s+[A-Z]|\s*$)/)[0]!;
  return [...sentence.matchAll(/(?:Errors:|[,;]|\band|\botherwise)\s+`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
}
