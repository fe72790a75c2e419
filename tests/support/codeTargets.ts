/**
 * The error codes a table cell makes link targets, each with its id: `<AnchorTarget id="cp-pool-not-found">`
 * `` `CP_POOL_NOT_FOUND` `` `</AnchorTarget>`, as a catalogue's row of a code GraphQL alone returns is written.
 */
export function codeTargets(cell: string): Map<string, string> {
  return new Map(
    [...cell.matchAll(/<AnchorTarget id="([^"]*)">`([A-Z][A-Z0-9_]*)`<\/AnchorTarget>/g)].map(([, id, code]) => [
      code!,
      id!,
    ]),
  );
}
