import {decodeEventLog, encodeFunctionData, erc20Abi, getAddress, parseAbi, type Abi, type Hex} from 'viem';
import {resolve} from '@site/plugins/reference/openapi/document';
import type {Schema} from '@site/plugins/reference/openapi/types';
import type {RestApi} from '@site/plugins/reference/load';
import {publishedNetworks} from '@site/src/data/networks';
import type {Overlay, Substitution} from './answer';
import type {ChainMock} from './chain';
import type {TutorialClock} from './clock';
import type {JsonObject} from './examples';
import type {TransactionStore} from './transactions';

type Json = JsonObject[string];

/** Lower case, letters and digits only: `ERC_20`, `ERC-20` and `erc20` are one value. */
const normal = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const testnetChainOf = (network: Json | undefined) =>
  typeof network === 'string' ? publishedNetworks().find((entry) => entry.id === network)?.testnet.chainId : undefined;

/**
 * Every asset the examples describe, in the REST `Asset` shape, by id: REST examples as they are, completed by the
 * GraphQL examples, whose enum values (`ERC_20`, `POLYGON`) become the REST schema's (`ERC-20`, `polygon`), and the
 * chain of the asset's network where an example leaves it out.
 */
export function assetCatalogue(objects: JsonObject[], api: RestApi): Map<string, JsonObject> {
  const doc = api.document;
  const schema = resolve<Schema>(doc, doc.components?.schemas?.Asset ?? {});
  const properties = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => [name, resolve<Schema>(doc, property)] as const,
  );
  const toRest = (object: JsonObject): JsonObject =>
    Object.fromEntries(
      properties.flatMap(([name, property]) => {
        const value = object[name];
        if (value === undefined) return [];
        const allowed = property.enum as string[] | undefined;
        if (allowed && typeof value === 'string') {
          const match = allowed.find((candidate) => normal(candidate) === normal(value));
          return match ? [[name, match]] : [];
        }
        return [[name, value]];
      }),
    );
  const catalogue = new Map<string, JsonObject>();
  const assets = objects.filter(
    (object) => typeof object.id === 'string' && object.id.startsWith('ast_') && object.symbol,
  );
  // REST examples first: they have the REST shape; the GraphQL ones only fill in.
  for (const object of [...assets].sort((a, b) => Object.keys(toRest(b)).length - Object.keys(toRest(a)).length)) {
    const id = object.id as string;
    catalogue.set(id, {...toRest(object), ...catalogue.get(id)});
  }
  // A basket's components are ACTIVE assets on the basket's chain (its create builder refuses others); one with
  // identity registrations is an ERC-3643 token. So the examples' baskets describe assets no other example shows.
  const registered = new Set(
    objects.flatMap((object) =>
      Array.isArray(object.registrations) ? object.registrations.map((entry) => (entry as JsonObject).assetId) : [],
    ),
  );
  for (const basket of objects.filter((object) => object.mixer && Array.isArray(object.components)))
    for (const component of basket.components as JsonObject[]) {
      const id = component.assetId;
      if (typeof id !== 'string' || catalogue.has(id)) continue;
      catalogue.set(
        id,
        toRest({
          id,
          symbol: component.symbol!,
          decimals: component.decimals!,
          address: component.address!,
          network: basket.network!,
          chainId: basket.chainId!,
          status: 'ACTIVE',
          standard: registered.has(id) ? 'ERC-3643' : 'ERC-20',
        }),
      );
    }
  for (const asset of catalogue.values()) asset.chainId ??= testnetChainOf(asset.network) ?? null;
  return catalogue;
}

/** How long a deployment by the platform takes: the few minutes until its blocks are final. */
const platformDeploymentMs = 3 * 60_000;

const tokenCreated = parseAbi([
  'event TokenCreated(address indexed token, address indexed creator, address indexed admin, string name, string symbol, uint8 decimals, uint256 cap, bytes32 salt)',
]);
const pausedAbi = parseAbi(['function paused() view returns (bool)']);

/**
 * The assets of one tutorial's API: drafts it created, and every asset as the chain shows it now: a draft turns
 * `DEPLOYING` when its deployment is reported and `ACTIVE`, at the token's address, once the chain has mined it; an
 * asset's `totalSupply` and `PAUSED` status follow its token. Builders for an asset build for that asset's token
 * and chain, and a created draft takes the id the examples give an asset of that symbol.
 */
export class AssetState {
  private readonly created = new Map<string, JsonObject>();
  private readonly platformDeployments = new Map<string, number>();

  constructor(
    private readonly catalogue: Map<string, JsonObject>,
    private readonly chain: ChainMock,
    private readonly transactions: TransactionStore,
    /** Whether calldata calls a token's own function (mint, pause…), not a registry's or the factory's. */
    private readonly isTokenCall: (data: Json | undefined) => boolean,
    private readonly clock: TutorialClock,
  ) {}

  /** The asset as the API shows it now, or undefined when neither the tutorial nor the examples know it. */
  get(id: string): JsonObject | undefined {
    const base = this.created.get(id) ?? this.catalogue.get(id);
    if (!base) return undefined;
    const asset = {...base};
    const since = this.platformDeployments.get(id);
    if (since !== undefined) {
      const deployed = this.catalogue.get(id);
      if (this.clock.nowMs - since >= platformDeploymentMs && deployed?.address)
        Object.assign(asset, {status: deployed.status, address: deployed.address});
      else Object.assign(asset, {status: 'DEPLOYING', address: null});
    }
    if (!asset.address) this.followDeployment(asset);
    if (typeof asset.address === 'string' && typeof asset.chainId === 'number') this.followToken(asset);
    return asset;
  }

  /**
   * A deployment Assetra makes itself (an ERC-3643 suite, deployed and paid for by the platform): the asset is
   * `DEPLOYING` for the few minutes until the network's blocks are final, then as the examples show it deployed.
   */
  deployedByPlatform(id: string) {
    this.platformDeployments.set(id, this.clock.nowMs);
  }

  /** A metadata version made current: the asset shows its CID. */
  setMetadata(id: string, cid: Json | undefined) {
    const asset = this.created.get(id) ?? (this.catalogue.has(id) ? {...this.catalogue.get(id)!} : undefined);
    if (asset && typeof cid === 'string') this.created.set(id, {...asset, metadataCid: cid});
  }

  /** A draft: the id and standard are those of the examples' asset with the same symbol on the network, if any. */
  create(body: JsonObject, request: JsonObject | undefined): JsonObject {
    const same = [...this.catalogue.values()].find(
      (asset) => asset.symbol === request?.symbol && asset.network === request?.network,
    );
    const asset = {...body, ...(same ? {id: same.id, standard: same.standard, cap: request?.cap ?? '0'} : {})};
    this.created.set(String(asset.id), asset);
    return asset;
  }

  /**
   * What a build for `assetId` changes in the example build, which is for `exampleAssetId`: that asset, its token
   * address and its chain become the reader's.
   */
  substitutions(exampleAssetId: Json | undefined, assetId: string, exampleBuild?: JsonObject): Substitution[] {
    const known = typeof exampleAssetId === 'string' ? this.get(exampleAssetId) : undefined;
    // An asset the examples know only through a build of its token: the build's `to` is the token.
    const from =
      known ??
      (exampleBuild && typeof exampleAssetId === 'string' && this.isTokenCall(exampleBuild.data)
        ? {id: exampleAssetId, address: exampleBuild.to, chainId: exampleBuild.chainId}
        : undefined);
    const to = this.get(assetId);
    if (!from || !to || from.id === to.id) return [];
    return [
      [from.id!, to.id!],
      ...(from.address && to.address ? [[from.address, to.address] as Substitution] : []),
      ...(from.chainId && to.chainId ? [[from.chainId, to.chainId] as Substitution] : []),
    ];
  }

  private followDeployment(asset: JsonObject) {
    const builds = this.transactions.all().filter((record) => record.assetId === asset.id && record.hash);
    for (const record of builds) {
      const sent = this.chain.sent.find((transaction) => transaction.hash === record.hash);
      const created = sent?.logs.flatMap((log) => {
        try {
          return [decodeEventLog({abi: tokenCreated, data: log.data, topics: log.topics as [Hex, ...Hex[]]})];
        } catch {
          return [];
        }
      })[0];
      if (created) Object.assign(asset, {status: 'ACTIVE', address: created.args.token});
      else if (!sent && record.status === 'SUBMITTED' && asset.status === 'DRAFT') asset.status = 'DEPLOYING';
    }
  }

  private followToken(asset: JsonObject) {
    const read = (abi: Abi, functionName: string) => {
      try {
        const outcome = this.chain.read({
          chainId: asset.chainId as number,
          from: getAddress(asset.address as string),
          to: getAddress(asset.address as string),
          data: encodeFunctionData({abi, functionName} as never),
        });
        return 'result' in outcome ? outcome.result : undefined;
      } catch {
        return undefined; // No simulation keeps this token's state.
      }
    };
    const supply = read(erc20Abi, 'totalSupply');
    if (supply && supply !== '0x') asset.totalSupply = BigInt(supply).toString();
    const paused = read(pausedAbi, 'paused');
    if (paused && paused !== '0x' && BigInt(paused) === 1n && asset.status === 'ACTIVE') asset.status = 'PAUSED';
  }
}

/** Whether a response schema is the API's `Asset`. */
const isAsset = (schema: Schema | undefined) =>
  Boolean(schema && (schema as {$ref?: string}).$ref === '#/components/schemas/Asset');

/** The asset operations of the API, answered from the tutorial's asset state. */
export function assetOverlay(state: AssetState): Overlay {
  return (route, request, answer) => {
    const [status, response] =
      Object.entries(route.entry.operation.responses ?? {}).find(([code]) => code.startsWith('2')) ?? [];
    const schema = (response as {content?: Record<string, {schema?: Schema}>} | undefined)?.content?.[
      'application/json'
    ]?.schema;
    if (!isAsset(schema)) return undefined;
    const assetId = request.pathValues.assetId;
    if (route.entry.method === 'post' && !assetId) {
      const body = request.body.length > 0 ? (JSON.parse(request.body.toString('utf8')) as JsonObject) : undefined;
      return {status: Number(status), body: state.create(answer.body as JsonObject, body)};
    }
    if (route.entry.method === 'get' && assetId) {
      const asset = state.get(assetId);
      return asset ? {status: Number(status), body: asset} : undefined;
    }
    return undefined;
  };
}

/** Uploads and the file list: a file answers `PINNING` and is `PINNED` a minute later, as `uploadFile` documents. */
export function fileOverlay(clock: TutorialClock): Overlay {
  const files: JsonObject[] = [];
  const pinning = 60_000;
  const shown = (file: JsonObject) =>
    file.pinStatus === 'PINNING' && clock.nowMs - Date.parse(String(file.createdAt)) >= pinning
      ? {...file, pinStatus: 'PINNED'}
      : file;
  return (route, request, answer) => {
    const operationId = route.entry.operation.operationId;
    if (operationId === 'uploadFile') {
      const part = /filename="([^"]+)"[\s\S]*?content-type: ([^\r\n]+)/i.exec(request.body.toString('latin1'));
      const example = answer.body as JsonObject;
      const id = files.some((file) => file.id === example.id)
        ? `${String(example.id).slice(0, -4)}${String(files.length).padStart(4, '0')}`
        : example.id;
      const file = {
        ...example,
        id,
        ...(part ? {name: part[1]!, mediaType: part[2]!.trim()} : {}),
        createdAt: new Date(Math.floor(clock.nowMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
      };
      files.push(file);
      return {status: answer.status, body: file};
    }
    if (operationId === 'listFiles' && files.length > 0) {
      const page = answer.body as {data?: JsonObject[]};
      return {status: answer.status, body: {...page, data: [...files.map(shown), ...(page.data ?? [])]}};
    }
    return undefined;
  };
}

/**
 * Metadata versions: numbered from 1 per asset, after the versions the examples show for it; one made current sets
 * the asset's `metadataCid`.
 */
export function metadataOverlay(state: AssetState, objects: JsonObject[], clock: TutorialClock): Overlay {
  const made = new Map<string, number>();
  return (route, request, answer) => {
    if (route.entry.operation.operationId !== 'createMetadataVersion') return undefined;
    const assetId = request.pathValues.assetId!;
    const shown = objects.filter((object) => object.assetId === assetId && typeof object.version === 'number');
    const version = (made.get(assetId) ?? Math.max(0, ...shown.map((object) => object.version as number))) + 1;
    made.set(assetId, version);
    const body: JsonObject = {
      ...(answer.body as JsonObject),
      version,
      createdAt: new Date(Math.floor(clock.nowMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    };
    const sent = JSON.parse(request.body.toString('utf8')) as {makeCurrent?: boolean};
    if (sent.makeCurrent) state.setMetadata(assetId, body.cid);
    return {status: answer.status, body};
  };
}

/**
 * A resource read by its id (`GET /identities/{identityId}`): the examples' object with that id where one has the
 * response's shape, instead of the operation's single example with the id replaced.
 */
export function resourceOverlay(objects: JsonObject[]): Overlay {
  return (route, request, answer) => {
    if (route.entry.method !== 'get') return undefined;
    const id = Object.values(request.pathValues).at(-1);
    const shape = answer.body;
    if (!id || typeof shape !== 'object' || shape === null || Array.isArray(shape) || !('id' in shape))
      return undefined;
    const keys = Object.keys(shape);
    const found = objects.find((object) => object.id === id && keys.every((key) => key in object));
    return found ? {status: answer.status, body: found} : undefined;
  };
}
