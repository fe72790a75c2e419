import type {RestApi} from '../../load';
import {sandboxUrl} from '../samples/request';
import {collectionFolders, type CollectionRequest} from './requests';

export const postmanSchema = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

function auth(request: CollectionRequest) {
  // Requests that take the API key inherit the collection's auth.
  if (request.auth === 'apiKey') return {};
  if (request.auth === 'none') return {auth: {type: 'noauth'}};
  return {auth: {type: 'bearer', bearer: [{key: 'token', value: '{{accessToken}}', type: 'string'}]}};
}

function body(request: CollectionRequest) {
  const {sample} = request;
  if (sample.form)
    return {
      body: {
        mode: 'formdata',
        formdata: sample.form.map((part) =>
          part.file
            ? {key: part.name, type: 'file', src: part.value, ...(part.type ? {contentType: part.type} : {})}
            : {key: part.name, value: part.value, type: 'text'},
        ),
      },
    };
  if (sample.body === undefined) return {};
  return {body: {mode: 'raw', raw: JSON.stringify(sample.body, null, 2), options: {raw: {language: 'json'}}}};
}

function item(request: CollectionRequest) {
  const {sample, entry} = request;
  const path = request.template.replace(/\{([^}]+)\}/g, ':$1');
  const query = sample.query.map(([key, value]) => ({key, value: String(value)}));
  const search = query.map(({key, value}) => `${key}=${encodeURIComponent(value)}`).join('&');
  return {
    name: entry.operation.summary,
    request: {
      method: sample.method,
      description: entry.operation.description,
      ...auth(request),
      // `auth` sends the credential and the raw JSON body its Content-Type; the idempotency key is new on every send.
      header: sample.headers
        .filter((header) => header.source === 'idempotencyKey')
        .map((header) => ({key: header.name, value: '{{$guid}}'})),
      url: {
        raw: `{{baseUrl}}${path}${search ? `?${search}` : ''}`,
        host: ['{{baseUrl}}'],
        path: path.split('/').filter(Boolean),
        ...(query.length ? {query} : {}),
        ...(request.pathValues.length
          ? {variable: request.pathValues.map(({name, value, description}) => ({key: name, value, description}))}
          : {}),
      },
      ...body(request),
    },
  };
}

/**
 * A Postman collection (v2.1) of every operation of the API, one folder per tag, each request with its first
 * named example. `baseUrl` is the Sandbox; the collection authenticates with `apiKey`, and the operations that
 * take only an access token or nothing say so themselves.
 */
export function postmanCollection(api: RestApi) {
  const doc = api.document;
  return {
    info: {
      name: doc.info.title,
      description:
        `${doc.info.description ?? ''}\n\nGenerated from ${api.file} (version ${doc.info.version}). Set \`apiKey\` (and \`accessToken\` for wallet sign-in) in the collection's variables; \`baseUrl\` is the Sandbox.`.trim(),
      version: doc.info.version,
      schema: postmanSchema,
    },
    auth: {
      type: 'apikey',
      apikey: [
        {key: 'key', value: 'X-API-Key', type: 'string'},
        {key: 'value', value: '{{apiKey}}', type: 'string'},
        {key: 'in', value: 'header', type: 'string'},
      ],
    },
    variable: [
      {key: 'baseUrl', value: sandboxUrl(doc), type: 'string'},
      {key: 'apiKey', value: '', type: 'string'},
      {key: 'accessToken', value: '', type: 'string'},
    ],
    item: collectionFolders(api).map(({tag, requests}) => ({name: tag, item: requests.map(item)})),
  };
}
