import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {curlSnippet, fetchSnippet, type RequestSample} from '@site/plugins/reference/openapi/snippets';
import {successExample} from '@site/src/lib/apiMock/mock';
import {pathAndQuery, type FilledRequest} from '@site/src/lib/apiMock/request';
import type {CredentialScheme, ExplorerOperation} from '@site/src/lib/apiMock/types';

/** The request as the page's examples write it, with the reader's values; secrets stay environment variables. */
function sampleOf(
  operation: ExplorerOperation,
  request: FilledRequest,
  baseUrl: string,
  scheme: CredentialScheme | undefined,
): RequestSample {
  const headers: RequestSample['headers'] = scheme
    ? [{name: scheme === 'apiKey' ? 'X-API-Key' : 'Authorization', source: scheme}]
    : [];
  if (request.headers.some(([name]) => name === 'Idempotency-Key'))
    headers.push({name: 'Idempotency-Key', source: 'idempotencyKey'});
  const url = `${baseUrl}${pathAndQuery(request)}`;
  const body = request.body as Record<string, unknown> | undefined;
  if (request.multipart && body) {
    const isFile = (name: string) => operation.body?.schema.properties?.[name]?.contentMediaType !== undefined;
    const form = Object.entries(body).map(([name, value]) => ({name, value: String(value), file: isFile(name)}));
    return {method: request.method, url, headers, body: undefined, form};
  }
  if (body !== undefined) headers.push({name: 'Content-Type', source: 'json'});
  return {method: request.method, url, headers, body};
}

interface CodePanelProps {
  operation: ExplorerOperation;
  request: FilledRequest;
  baseUrl: string;
  scheme: CredentialScheme | undefined;
}

/** cURL and TypeScript for the request in the form, in the tabs the page's examples use. */
export default function CodePanel({operation, request, baseUrl, scheme}: CodePanelProps): ReactNode {
  const sample = sampleOf(operation, request, baseUrl, scheme);
  const hasBody = Boolean(successExample(operation)?.example);
  return (
    <Tabs groupId="rest-client">
      <TabItem value="curl" label="cURL">
        <CodeBlock language="bash">{curlSnippet(sample)}</CodeBlock>
      </TabItem>
      <TabItem value="typescript" label="TypeScript">
        <CodeBlock language="ts">{fetchSnippet(sample, 'result', hasBody)}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
