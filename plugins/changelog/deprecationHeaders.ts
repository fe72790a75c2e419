import type {OpenApiDocument} from '../reference/public';

/** The headers a deprecated REST operation sends, as the deprecation policy says (RFC 9745 and RFC 8594). */
export const deprecationHeaders = ['Deprecation', 'Sunset'] as const;

type Node = Record<string, unknown>;

const resolve = (document: OpenApiDocument, node: unknown): Node | undefined => {
  const ref = (node as {$ref?: string} | undefined)?.$ref;
  if (!ref) return node as Node | undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((parent, key) => (parent as Node | undefined)?.[key], document) as Node | undefined;
};

/** Every deprecated operation whose success responses do not document both headers, named by file and operation. */
export function undocumentedDeprecationHeaders(file: string, document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const [route, item] of Object.entries(document.paths as Record<string, Record<string, Node>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.deprecated !== true) continue;
      const responses = Object.entries((operation.responses ?? {}) as Record<string, unknown>).filter(([status]) =>
        status.startsWith('2'),
      );
      for (const [status, response] of responses) {
        const headers = Object.keys((resolve(document, response)?.headers ?? {}) as Node).map((name) =>
          name.toLowerCase(),
        );
        for (const header of deprecationHeaders)
          if (!headers.includes(header.toLowerCase()))
            problems.push(
              `reference/${file} › ${method.toUpperCase()} ${route} (${String(operation.operationId)}) is deprecated, but its ${status} response does not document the \`${header}\` header`,
            );
      }
    }
  }
  return problems;
}
