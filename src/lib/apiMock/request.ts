import {formFields, parseField, type FormField} from './fields';
import {schemaProblems} from './schemaProblems';
import type {ExplorerOperation, OperationValidators} from './types';

/** A request as the reader filled it in, before any credentials or host are added. */
export interface FilledRequest {
  method: string;
  /** The path with its parameters filled in, `/pools/pool_01…/borrow`. */
  path: string;
  query: [name: string, value: string][];
  /** Header parameters (credentials are added only when sending to a real environment). */
  headers: [name: string, value: string][];
  /** A JSON body, or the parts of a multipart one (file parts by file name). */
  body?: unknown;
  multipart: boolean;
}

/** A problem with the request, named at the form field it belongs to. */
export interface FieldProblem {
  /** The form field (`body:amount`), or `body` for the body as a whole. */
  key: string;
  /** The field as the API names it in a problem's `errors`: `amount`, `terms.rent`, `holders[0].address`. */
  field: string;
  message: string;
}

const dotted = (path: string[]) =>
  path.map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : `${index ? '.' : ''}${segment}`)).join('');

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Reads the form's texts into a request and checks it with the operation's validators. */
export function readForm(
  operation: ExplorerOperation,
  validators: OperationValidators,
  texts: Record<string, string>,
): {request: FilledRequest; problems: FieldProblem[]} {
  const problems: FieldProblem[] = [];
  const values = new Map<FormField, unknown>();
  const fields = formFields(operation);
  const unreadable = new Set<string>();
  for (const field of fields) {
    const parsed = parseField(field, texts[field.key] ?? '');
    if ('problem' in parsed) {
      problems.push({key: field.key, field: field.name, message: parsed.problem});
      unreadable.add(field.key);
    } else if ('value' in parsed) values.set(field, parsed.value);
    else if (field.required && field.location !== 'body')
      problems.push({key: field.key, field: field.name, message: 'Required.'});
  }
  let path = operation.path;
  const query: FilledRequest['query'] = [];
  const headers: FilledRequest['headers'] = [];
  const body: Record<string, unknown> = {};
  for (const [field, value] of values) {
    if (field.location !== 'body') {
      const index = operation.parameters.findIndex(
        ({name, in: location}) => name === field.name && location === field.location,
      );
      const located = schemaProblems(validators.parameters[index], field.schema, value).map((problem) => ({
        key: field.key,
        field: field.name,
        message: problem.message,
      }));
      problems.push(...located);
    }
    if (field.location === 'path') path = path.replace(`{${field.name}}`, encodeURIComponent(asText(value)));
    else if (field.location === 'query') query.push([field.name, asText(value)]);
    else if (field.location === 'header') headers.push([field.name, asText(value)]);
    else body[field.name] = value;
  }
  const bodySpec = operation.body;
  const sendsBody = bodySpec && (bodySpec.required || Object.keys(body).length > 0);
  if (sendsBody) {
    const keys = new Set(fields.map((field) => field.key));
    for (const problem of schemaProblems(validators.body!, bodySpec.schema, body)) {
      const key = problem.path.length && keys.has(`body:${problem.path[0]}`) ? `body:${problem.path[0]}` : 'body';
      // A field that did not parse has its problem already; "Required." would only repeat it.
      if (!unreadable.has(key)) problems.push({key, field: dotted(problem.path), message: problem.message});
    }
  }
  const request: FilledRequest = {
    method: operation.method,
    path,
    query,
    headers,
    body: sendsBody ? body : undefined,
    multipart: bodySpec?.kind === 'multipart',
  };
  return {request, problems};
}

/** The request's path and query, `/pools/pool_01…/positions?limit=20`. */
export function pathAndQuery(request: FilledRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return `${request.path}${search ? `?${search}` : ''}`;
}
