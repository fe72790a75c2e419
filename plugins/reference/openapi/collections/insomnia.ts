import {kebab} from '../../anchors';
import type {RestApi} from '../../load';
import {queryString} from '../samples/request';
import {collectionFolders, type CollectionRequest} from './requests';

function authentication(request: CollectionRequest) {
  if (request.auth === 'apiKey') return {type: 'apikey', key: 'X-API-Key', value: '{{ _.apiKey }}', addTo: 'header'};
  if (request.auth === 'accessToken') return {type: 'bearer', token: '{{ _.accessToken }}'};
  return {type: 'none'};
}

function body(request: CollectionRequest) {
  const {sample} = request;
  if (sample.form)
    return {
      mimeType: 'multipart/form-data',
      params: sample.form.map((part) =>
        part.file ? {name: part.name, type: 'file', fileName: part.value} : {name: part.name, value: part.value},
      ),
    };
  if (sample.body === undefined) return {};
  return {mimeType: 'application/json', text: JSON.stringify(sample.body, null, 2)};
}

/**
 * An Insomnia export (format 4) of every operation of the API: a workspace, a base environment with the
 * credentials and one sub-environment per server (Sandbox first), one folder per tag, each request with its
 * first named example and its auth.
 */
export function insomniaExport(api: RestApi) {
  const doc = api.document;
  const workspace = `wrk_${api.id}`;
  const baseEnvironment = `env_${api.id}`;
  const isSandbox = (server: {description?: string}) => /sandbox/i.test(server.description ?? '');
  const servers = [
    ...(doc.servers ?? []).filter(isSandbox),
    ...(doc.servers ?? []).filter((server) => !isSandbox(server)),
  ];
  const resources: Record<string, unknown>[] = [
    {
      _id: workspace,
      _type: 'workspace',
      parentId: null,
      name: doc.info.title,
      description: `Generated from ${api.file} (version ${doc.info.version}).`,
      scope: 'collection',
    },
    {
      _id: baseEnvironment,
      _type: 'environment',
      parentId: workspace,
      name: 'Base Environment',
      data: {apiKey: '', accessToken: ''},
    },
    ...servers.map((server) => ({
      _id: `env_${api.id}_${kebab(server.description ?? server.url)}`,
      _type: 'environment',
      parentId: baseEnvironment,
      name: server.description ?? server.url,
      data: {baseUrl: server.url},
    })),
  ];
  for (const {tag, requests} of collectionFolders(api)) {
    const folder = `fld_${api.id}_${kebab(tag)}`;
    resources.push({_id: folder, _type: 'request_group', parentId: workspace, name: tag});
    for (const request of requests) {
      const {sample, entry} = request;
      resources.push({
        _id: `req_${api.id}_${kebab(entry.operation.operationId)}`,
        _type: 'request',
        parentId: folder,
        name: entry.operation.summary,
        description: entry.operation.description ?? '',
        method: sample.method,
        url: `{{ _.baseUrl }}${request.path}${queryString(sample.query)}`,
        // The body's mimeType sets Content-Type, and authentication the credential.
        headers: sample.headers
          .filter((header) => header.source === 'idempotencyKey')
          .map((header) => ({name: header.name, value: "{% uuid 'v4' %}"})),
        authentication: authentication(request),
        body: body(request),
      });
    }
  }
  return {_type: 'export', __export_format: 4, __export_source: 'assetra-docs', resources};
}
