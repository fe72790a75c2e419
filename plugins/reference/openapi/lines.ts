import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Document} from 'yaml';
import {yamlLine} from '../format';
import type {RestApi} from './format';
import {operations} from './document';

/** Where each thing the OpenAPI checks name starts in the document's source. */
export class DocumentLines {
  private readonly lineCounter = new LineCounter();
  private readonly document: Document;

  constructor(private readonly api: RestApi) {
    this.document = parseDocument(api.source, {lineCounter: this.lineCounter});
  }

  /** The line of the last key of `keys` (map keys, and list indexes on the way). */
  private keyLine(keys: readonly (string | number)[]): number | undefined {
    const parent = keys.length > 1 ? this.document.getIn(keys.slice(0, -1), true) : this.document.contents;
    const last = keys.at(-1);
    if (isSeq(parent) && typeof last === 'number') return this.lineOf(parent.items[last]);
    if (!isMap(parent)) return undefined;
    const pair = parent.items.find((candidate) => isScalar(candidate.key) && String(candidate.key.value) === last);
    return pair ? this.lineOf(pair.key) : undefined;
  }

  private lineOf(node: unknown): number | undefined {
    return yamlLine(this.lineCounter, node);
  }

  /** The line a problem is about, from how the checks word it (`openapi/validate.ts`); undefined for the document. */
  problemLine(message: string): number | undefined {
    const method = /^(GET|PUT|POST|PATCH|DELETE|HEAD|OPTIONS|TRACE) (\/\S*): /.exec(message);
    if (method) return this.keyLine(['paths', method[2], method[1].toLowerCase()]);
    const codes = ['components', 'schemas', 'ProblemCode'];
    const code = /^ProblemCode (\w+) /.exec(message)?.[1];
    if (code) {
      const branches = this.document.getIn([...codes, 'oneOf'], true);
      const index = isSeq(branches)
        ? branches.items.findIndex((branch) => isMap(branch) && branch.get('const') === code)
        : -1;
      return index < 0 ? undefined : this.keyLine([...codes, 'oneOf', index]);
    }
    if (message.startsWith('components.schemas.ProblemCode ')) return this.keyLine(codes);
    // `<operationId>: …` or `<operationId> <status> "<example>": …`
    const operation = /^(\S+?)(?: (\d{3}|default) "([^"]*)")?: /.exec(message);
    const entry =
      operation && operations(this.api.document).find((candidate) => candidate.operation.operationId === operation[1]);
    if (!entry) return undefined;
    const at = ['paths', entry.path, entry.method];
    if (!operation[2]) return this.keyLine(at);
    // The named example, in the operation's response or in the shared response it refers to.
    const response = [...at, 'responses', operation[2]];
    const reference = this.document.getIn([...response, '$ref']);
    const shared = typeof reference === 'string' ? /^#\/components\/responses\/(.+)$/.exec(reference)?.[1] : undefined;
    const owner = shared ? ['components', 'responses', shared] : response;
    const content = this.document.getIn([...owner, 'content'], true);
    const media = isMap(content) ? content.items.map((pair) => String((pair.key as {value: unknown}).value)) : [];
    for (const type of media) {
      const line = this.keyLine([...owner, 'content', type, 'examples', operation[3]]);
      if (line !== undefined) return line;
    }
    return this.keyLine(shared ? owner : response);
  }
}
