import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {examplesOf, operations, parametersOf, requestMediaOf} from '@site/plugins/reference/openapi/document';
import {requestSample} from '@site/plugins/reference/openapi/samples/request';
import {postmanSchema} from '@site/plugins/reference/openapi/collections/postman';
import {insomniaFile, postmanFile} from '@site/plugins/reference/openapi/collections/requests';
import {publishedFiles} from '@site/plugins/reference/published';
import {restBaseUrl, type RestApiId} from '@site/src/data/platform';

const bundle = loadReference();
const published = publishedFiles(bundle);

interface PostmanRequest {
  method: string;
  auth?: {type: string};
  header: {key: string; value: string}[];
  url: {
    raw: string;
    host: string[];
    path: string[];
    query?: {key: string; value: string}[];
    variable?: {key: string; value: string}[];
  };
  body?: {mode: string; raw?: string; formdata?: {key: string; type: string}[]};
}
interface PostmanCollection {
  info: {name: string; schema: string};
  auth: {type: string; apikey: {key: string; value: string}[]};
  variable: {key: string; value: string}[];
  item: {name: string; item: {name: string; request: PostmanRequest}[]}[];
}
interface InsomniaResource {
  _id: string;
  _type: string;
  parentId: string | null;
  name: string;
  method?: string;
  url?: string;
  headers?: {name: string; value: string}[];
  authentication?: {type: string; key?: string; value?: string; token?: string};
  body?: {mimeType?: string; text?: string; params?: {name: string; type?: string}[]};
  data?: Record<string, string>;
}

/** The credential the page's samples send for an operation, which the collections must send too. */
function pageCredential(api: (typeof bundle.rest)[number], entry: ReturnType<typeof operations>[number]) {
  const header = requestSample(api.document, entry).headers.find((one) => one.name !== 'Idempotency-Key');
  return header?.source === 'apiKey' ? 'apiKey' : header?.source === 'accessToken' ? 'accessToken' : 'none';
}

/** `/pools/{poolId}/supply` with the operation's example path values: what both collections must send. */
function examplePath(api: (typeof bundle.rest)[number], entry: ReturnType<typeof operations>[number]): string {
  return parametersOf(api.document, entry)
    .filter((parameter) => parameter.in === 'path')
    .reduce(
      (path, parameter) => path.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example))),
      entry.path,
    );
}

for (const api of bundle.rest) {
  const entries = operations(api.document);
  const sandbox = restBaseUrl(api.id as RestApiId, 'sandbox');
  const requestExample = (entry: (typeof entries)[number]) =>
    examplesOf(api.document, requestMediaOf(api.document, entry)?.media)[0]?.[1].value;

  describe(`${api.id}: Postman collection`, () => {
    const collection = JSON.parse(published.get(postmanFile(api))!.text) as PostmanCollection;
    const requests = collection.item.flatMap((folder) => folder.item);

    it('is a v2.1 collection with the Sandbox base URL and the API key as the collection auth', () => {
      expect(collection.info.schema).toBe(postmanSchema);
      expect(collection.variable).toContainEqual(expect.objectContaining({key: 'baseUrl', value: sandbox}));
      expect(collection.auth.type).toBe('apikey');
      expect(collection.auth.apikey).toEqual(
        expect.arrayContaining([
          expect.objectContaining({key: 'key', value: 'X-API-Key'}),
          expect.objectContaining({key: 'value', value: '{{apiKey}}'}),
        ]),
      );
    });

    it('holds every operation once, in a folder per tag, with its method, URL, auth and example body', () => {
      expect(requests).toHaveLength(entries.length);
      expect(collection.item.map((folder) => folder.name)).toEqual([...new Set(entries.map((entry) => entry.tag))]);
      for (const entry of entries) {
        const id = entry.operation.operationId;
        const folder = collection.item.find((candidate) => candidate.name === entry.tag)!;
        const request = folder.item.find((item) => item.name === entry.operation.summary)?.request;
        expect(request, id).toBeDefined();
        expect(request!.method, id).toBe(entry.method.toUpperCase());
        expect(request!.url.raw.split('?')[0], id).toBe(`{{baseUrl}}${entry.path.replace(/\{([^}]+)\}/g, ':$1')}`);
        // Postman fills :name from the path variables: the example values make the example path.
        let filled = request!.url.path.join('/');
        for (const variable of request!.url.variable ?? [])
          filled = filled.replace(`:${variable.key}`, encodeURIComponent(variable.value));
        expect(`/${filled}`, id).toBe(examplePath(api, entry));
        const auth = {apiKey: undefined, accessToken: 'bearer', none: 'noauth'}[pageCredential(api, entry)];
        expect(request!.auth?.type, id).toBe(auth);
        const example = requestExample(entry);
        if (requestMediaOf(api.document, entry)?.kind === 'json')
          expect(JSON.parse(request!.body!.raw!), id).toEqual(example);
        else if (requestMediaOf(api.document, entry)?.kind === 'multipart')
          expect(
            request!.body!.formdata!.map((part) => part.key),
            id,
          ).toEqual(Object.keys(example as object));
        else expect(request!.body, id).toBeUndefined();
      }
    });
  });

  describe(`${api.id}: Insomnia export`, () => {
    const exported = JSON.parse(published.get(insomniaFile(api))!.text) as {
      _type: string;
      __export_format: number;
      resources: InsomniaResource[];
    };
    const byType = (type: string) => exported.resources.filter((resource) => resource._type === type);

    it('is a format 4 export with one workspace and a Sandbox environment first', () => {
      expect(exported).toMatchObject({_type: 'export', __export_format: 4});
      const [workspace] = byType('workspace');
      expect(byType('workspace')).toHaveLength(1);
      const environments = byType('environment');
      const base = environments.find((environment) => environment.parentId === workspace!._id)!;
      expect(base.data).toEqual({apiKey: '', accessToken: ''});
      const children = environments.filter((environment) => environment.parentId === base._id);
      expect(children[0]).toMatchObject({name: 'Sandbox', data: {baseUrl: sandbox}});
      expect(children.map((environment) => environment.data!.baseUrl)).toContain(
        restBaseUrl(api.id as RestApiId, 'production'),
      );
      expect(new Set(exported.resources.map((resource) => resource._id)).size).toBe(exported.resources.length);
    });

    it('holds every operation once with its method, URL, auth and example body', () => {
      const requests = byType('request');
      expect(requests).toHaveLength(entries.length);
      const folders = new Map(byType('request_group').map((folder) => [folder._id, folder.name]));
      for (const entry of entries) {
        const id = entry.operation.operationId;
        const request = requests.find(
          (candidate) => candidate.name === entry.operation.summary && folders.get(candidate.parentId!) === entry.tag,
        );
        expect(request, id).toBeDefined();
        expect(request!.method, id).toBe(entry.method.toUpperCase());
        expect(request!.url!.split('?')[0], id).toBe(`{{ _.baseUrl }}${examplePath(api, entry)}`);
        expect(request!.authentication, id).toEqual(
          {
            apiKey: {type: 'apikey', key: 'X-API-Key', value: '{{ _.apiKey }}', addTo: 'header'},
            accessToken: {type: 'bearer', token: '{{ _.accessToken }}'},
            none: {type: 'none'},
          }[pageCredential(api, entry)],
        );
        const example = requestExample(entry);
        const kind = requestMediaOf(api.document, entry)?.kind;
        if (kind === 'json') expect(JSON.parse(request!.body!.text!), id).toEqual(example);
        else if (kind === 'multipart')
          expect(
            request!.body!.params!.map((part) => part.name),
            id,
          ).toEqual(Object.keys(example as object));
        else expect(request!.body, id).toEqual({});
      }
    });
  });
}
