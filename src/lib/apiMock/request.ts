import {formFields, parseField} from './fields';
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

/** What was read from a request before it is checked: typed parameter values and the body. */
export interface ReadRequest {
  /** Parameter values by form field key (`query:limit`), typed as the field reads its text. */
  parameters: Map<string, unknown>;
  /** The body as sent (an object for JSON, the parts for multipart), or undefined when none is sent. */
  body?: unknown;
  /** Fields whose text could not be read (not a number, not JSON), by field key; they are not checked again. */
  problems: FieldProblem[];
}

/**
 * Checks a request read from the explorer's form or from the wire against the operation's validators: the same
 * checks and words wherever the request comes from.
 */
export function checkRequest(
  operation: ExplorerOperation,
  validators: OperationValidators,
  read: ReadRequest,
): {request: FilledRequest; problems: FieldProblem[]} {
  const fields = formFields(operation);
  // Each field's reading problem or absence first, in the form's order; then what the validators find.
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const unread = read.problems.filter((problem) => problem.key === field.key);
    if (unread.length > 0) problems.push(...unread);
    else if (field.location !== 'body' && field.required && !read.parameters.has(field.key))
      problems.push({key: field.key, field: field.name, message: 'Required.'});
  }
  const unreadable = new Set(read.problems.map((problem) => problem.key));
  let path = operation.path;
  const query: FilledRequest['query'] = [];
  const headers: FilledRequest['headers'] = [];
  for (const field of fields) {
    if (field.location === 'body' || unreadable.has(field.key) || !read.parameters.has(field.key)) continue;
    const value = read.parameters.get(field.key);
    const index = operation.parameters.findIndex(
      ({name, in: location}) => name === field.name && location === field.location,
    );
    for (const problem of schemaProblems(validators.parameters[index], field.schema, value))
      problems.push({key: field.key, field: field.name, message: problem.message});
    if (field.location === 'path') path = path.replace(`{${field.name}}`, encodeURIComponent(asText(value)));
    else if (field.location === 'query') query.push([field.name, asText(value)]);
    else headers.push([field.name, asText(value)]);
  }
  const bodySpec = operation.body;
  if (bodySpec && read.body !== undefined) {
    const keys = new Set(fields.map((field) => field.key));
    for (const problem of schemaProblems(validators.body!, bodySpec.schema, read.body)) {
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
    body: bodySpec ? read.body : undefined,
    multipart: bodySpec?.kind === 'multipart',
  };
  return {request, problems};
}

/** Reads the form's texts into a request and checks it with the operation's validators. */
export function readForm(
  operation: ExplorerOperation,
  validators: OperationValidators,
  texts: Record<string, string>,
): {request: FilledRequest; problems: FieldProblem[]} {
  const read: ReadRequest = {parameters: new Map(), problems: []};
  const body: Record<string, unknown> = {};
  for (const field of formFields(operation)) {
    const parsed = parseField(field, texts[field.key] ?? '');
    if ('problem' in parsed) read.problems.push({key: field.key, field: field.name, message: parsed.problem});
    else if (!('value' in parsed)) continue;
    else if (field.location === 'body') body[field.name] = parsed.value;
    else read.parameters.set(field.key, parsed.value);
  }
  // An optional body is sent once a field of it is filled in; a required one always, so its fields are checked.
  if (operation.body && (operation.body.required || Object.keys(body).length > 0)) read.body = body;
  return checkRequest(operation, validators, read);
}

/** The request's path and query, `/pools/pool_01…/positions?limit=20`. */
export function pathAndQuery(request: FilledRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return `${request.path}${search ? `?${search}` : ''}`;
}
