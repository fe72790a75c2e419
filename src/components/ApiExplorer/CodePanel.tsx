import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {curlSample} from '@site/plugins/reference/openapi/samples/curl';
import {fetchSample} from '@site/plugins/reference/openapi/samples/fetch';
import {javaClassName, javaSample} from '@site/plugins/reference/openapi/samples/java';
import {pythonSample} from '@site/plugins/reference/openapi/samples/python';
import {sampleTabsGroup, type RequestSample} from '@site/plugins/reference/openapi/samples/request';
import {successExample} from '@site/src/lib/apiMock/mock';
import type {FilledRequest} from '@site/src/lib/apiMock/request';
import type {CredentialScheme, ExplorerOperation} from '@site/src/lib/apiMock/types';

/** The request as the page's samples write it, with the reader's values; secrets stay environment variables. */
function sampleOf(
  operation: ExplorerOperation,
  request: FilledRequest,
  basePath: string,
  scheme: CredentialScheme | undefined,
): RequestSample {
  const headers: RequestSample['headers'] = scheme
    ? [{name: scheme === 'apiKey' ? 'X-API-Key' : 'Authorization', source: scheme}]
    : [];
  if (request.headers.some(([name]) => name === 'Idempotency-Key'))
    headers.push({name: 'Idempotency-Key', source: 'idempotencyKey'});
  const sample = {
    method: request.method,
    path: `${basePath}${request.path}`,
    query: request.query,
    headers,
    hasResponseBody: Boolean(successExample(operation)?.example),
  };
  const body = request.body as Record<string, unknown> | undefined;
  if (request.multipart && body) {
    const isFile = (name: string) => operation.body?.schema.properties?.[name]?.contentMediaType !== undefined;
    const form = Object.entries(body).map(([name, value]) => ({name, value: String(value), file: isFile(name)}));
    return {...sample, body: undefined, form};
  }
  if (body !== undefined) headers.push({name: 'Content-Type', source: 'json'});
  return {...sample, body};
}

interface CodePanelProps {
  operation: ExplorerOperation;
  request: FilledRequest;
  baseUrl: string;
  scheme: CredentialScheme | undefined;
}

/** The request in the form as cURL, TypeScript, Python and Java, in the tab group of the page's samples. */
export default function CodePanel({operation, request, baseUrl, scheme}: CodePanelProps): ReactNode {
  // The host is the environment's default in the samples; the API's base path (`/pools/v1`) leads the path.
  const {origin, pathname} = new URL(baseUrl);
  const sample = sampleOf(operation, request, pathname.replace(/\/$/, ''), scheme);
  return (
    <Tabs groupId={sampleTabsGroup}>
      <TabItem value="curl" label="cURL">
        <CodeBlock language="bash">{curlSample(sample, origin)}</CodeBlock>
      </TabItem>
      <TabItem value="typescript" label="TypeScript">
        <CodeBlock language="ts">{fetchSample(sample, 'result', origin)}</CodeBlock>
      </TabItem>
      <TabItem value="python" label="Python">
        <CodeBlock language="python">{pythonSample(sample, origin)}</CodeBlock>
      </TabItem>
      <TabItem value="java" label="Java">
        <CodeBlock language="java">{javaSample(sample, javaClassName(operation.operationId), origin)}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
