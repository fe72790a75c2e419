import {examplesOf, responsesOf, type OperationEntry} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';

/** The problem codes a REST operation's 4xx and 5xx examples show, each with the status it is shown under. */
export function errorExampleCodes(document: OpenApiDocument, entry: OperationEntry): {status: string; code: string}[] {
  const codes: {status: string; code: string}[] = [];
  for (const [status, response] of responsesOf(document, entry)) {
    if (!/^[45]/.test(status)) continue;
    for (const media of Object.values(response.content ?? {}))
      for (const [, example] of examplesOf(document, media)) {
        const code = (example.value as {code?: unknown} | undefined)?.code;
        if (typeof code === 'string') codes.push({status, code});
      }
  }
  return codes;
}
