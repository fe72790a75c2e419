import type {OpenApiDocument} from '../../reference/public';
import type {Change} from '../model';
import {type Node, resolve} from './openapiNode';
import {methods, operationRef} from './openapi';

/** One error response of one operation: the problem codes its examples show. */
interface ErrorResponse {
  route: string;
  method: string;
  status: string;
  codes: Set<string>;
}

/** The `code` of every example a response shows (`example` or `examples`, each possibly a `$ref`). */
function exampleCodes(document: OpenApiDocument, response: Node | undefined): Set<string> {
  const codes = new Set<string>();
  for (const media of Object.values((response?.content ?? {}) as Record<string, Node>)) {
    const examples = [
      ...(media.example === undefined ? [] : [media.example]),
      ...Object.values((media.examples ?? {}) as Record<string, unknown>).map(
        (example) => resolve(document, example)?.value,
      ),
    ];
    for (const example of examples) {
      const code = (example as {code?: unknown} | undefined)?.code;
      if (typeof code === 'string') codes.add(code);
    }
  }
  return codes;
}

/** Every `4xx` and `5xx` response of a document, keyed `post /assets 403`. */
function errorResponses(document: OpenApiDocument): Map<string, ErrorResponse> {
  const found = new Map<string, ErrorResponse>();
  for (const [route, item] of Object.entries((document.paths ?? {}) as Record<string, Node>))
    for (const method of methods) {
      const responses = (item[method] as {responses?: Record<string, unknown>} | undefined)?.responses ?? {};
      for (const [status, response] of Object.entries(responses))
        if (/^[45]/.test(status))
          found.set(`${method} ${route} ${status}`, {
            route,
            method,
            status,
            codes: exampleCodes(document, resolve(document, response)),
          });
    }
  return found;
}

/**
 * A problem code an existing error response gains or loses. The reference names the codes an operation answers only in
 * its examples, which the structural comparison leaves out as annotations (`withoutAnnotations`), so they are compared
 * here. An example shows that a code is answered, not since when, so the entry says what the reference documents and
 * the release's notes say whether the behaviour is new: a code added is dangerous, as a new error response is (a
 * client may not handle it), and one dropped is safe. A response added or removed whole is the structural comparison's.
 */
export function diffProblemCodes(api: string, file: string, before: OpenApiDocument, after: OpenApiDocument): Change[] {
  const [was, is] = [errorResponses(before), errorResponses(after)];
  const changes: Change[] = [];
  for (const [key, response] of is) {
    const earlier = was.get(key);
    if (!earlier) continue;
    const {route, method, status} = response;
    const item = operationRef(api, after, route, method);
    const label = `${method.toUpperCase()} ${route}`;
    const change = (code: string, added: boolean): Change => ({
      interface: 'rest',
      file,
      path: `${label} › responses/${status}/${code}`,
      severity: added ? 'dangerous' : 'safe',
      message: `\`${label}\` ${added ? 'documents' : 'no longer documents'} \`${status} ${code}\``,
      ...(item && {item: {...item, action: 'changed' as const}}),
    });
    changes.push(
      ...[...response.codes].filter((code) => !earlier.codes.has(code)).map((code) => change(code, true)),
      ...[...earlier.codes].filter((code) => !response.codes.has(code)).map((code) => change(code, false)),
    );
  }
  return changes;
}
