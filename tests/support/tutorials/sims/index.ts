import {getAddress, type Abi, type Address} from 'viem';
import {baseSepolia} from 'viem/chains';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {kest} from '@site/src/data/engageExample';
import type {ContractSim} from '../chain';
import {documentedContracts, erc20Tokens, multicall3, type TokenInfo} from '../contracts';
import {contractAddresses, merged, sameAddress, tokenAddress, type JsonObject} from '../examples';
import {
  arteMixer,
  assetTokens,
  erc3643Suites,
  rolesFromBuilds,
  type AssetExample,
  type BasketExample,
  type SuiteExample,
} from './assets';
import {collateralPool, poolExample} from './collateralPool';
import {engageBuyback} from './engageBuyback';
import {engageStaking} from './engageStaking';
import {engageVesting} from './engageVesting';

/** What the simulations read from the reference: its contracts, example objects and the tokens they name. */
export interface SimSources {
  reference: ReferenceBundle;
  objects: JsonObject[];
  tokens: Map<string, TokenInfo>;
  /** The examples' assets in the REST shape, by id. */
  assets: Map<string, JsonObject>;
}

const abiOf = (reference: ReferenceBundle, name: string) => {
  const contract = reference.contracts.find((candidate) => candidate.name === name);
  if (!contract) throw new Error(`the reference has no interface ${name}`);
  return contract.abi as Abi;
};

/**
 * The pools the examples describe in full (risk parameters, price, totals), each completed by the request that
 * created it (same feed and collateral), which gives what a pool response leaves out, such as `maxPriceAge`.
 */
function poolExamples(objects: JsonObject[]) {
  const pools = objects.filter(
    (object) => typeof object.address === 'string' && object.riskParameters && object.collateralPrice,
  );
  return pools
    .filter((pool, index) => pools.findIndex((other) => sameAddress(other.address, pool.address as string)) === index)
    .map((pool) => {
      const collateral = (pool.collateralToken as JsonObject).address as string;
      const created = merged(
        objects,
        (object) => object.priceFeed === pool.priceFeed && sameAddress(object.collateralToken, collateral),
      );
      return {...created, ...merged(objects, (object) => sameAddress(object.address, pool.address as string))};
    });
}

/** The examples' deployed assets, as the token simulations read them. */
function assetExamples(assets: Map<string, JsonObject>): AssetExample[] {
  return [...assets.values()]
    .filter(
      (asset) => typeof asset.address === 'string' && (asset.standard === 'ERC-20' || asset.standard === 'ERC-3643'),
    )
    .map((asset) => ({
      id: asset.id as string,
      address: getAddress(asset.address as string),
      standard: asset.standard as AssetExample['standard'],
      symbol: asset.symbol as string,
      name: asset.name as string,
      decimals: asset.decimals as number,
      totalSupply: BigInt((asset.totalSupply as string | undefined) ?? '0'),
      cap: BigInt((asset.cap as string | undefined) ?? '0'),
    }));
}

/**
 * The ERC-3643 suites the examples describe: the compliance settings of an asset (the GraphQL `asset` example), the
 * identity registry its registrations name, and the wallets registered in it with their countries.
 */
function suiteExamples(objects: JsonObject[], assets: Map<string, JsonObject>): SuiteExample[] {
  const registrations = objects.flatMap((object) =>
    Array.isArray(object.registrations) ? (object.registrations as JsonObject[]) : [],
  );
  return [...assets.values()]
    .filter((asset) => asset.standard === 'ERC-3643' && typeof asset.address === 'string')
    .flatMap((asset) => {
      const compliance = merged(
        objects.flatMap((object) =>
          object.id === asset.id && object.compliance ? [object.compliance as JsonObject] : [],
        ),
        () => true,
      );
      const own = registrations.filter((registration) => registration.assetId === asset.id);
      // A basket's mixer holds its components once it has supply, and an ERC-3643 token moves only to verified
      // wallets: the mixer is registered in the registry of each permissioned component.
      const mixers = objects.filter(
        (basket) =>
          typeof basket.mixer === 'string' &&
          BigInt((basket.totalSupply as string | undefined) ?? '0') > 0n &&
          (basket.components as JsonObject[] | undefined)?.some((component) => component.assetId === asset.id),
      );
      const registry =
        compliance.identityRegistry ?? own.find((registration) => registration.identityRegistry)?.identityRegistry;
      if (typeof registry !== 'string') return [];
      return [
        {
          token: getAddress(asset.address as string),
          identityRegistry: getAddress(registry),
          ...(typeof compliance.modularCompliance === 'string'
            ? {modularCompliance: getAddress(compliance.modularCompliance)}
            : {}),
          ...(typeof compliance.claimTopicsRegistry === 'string'
            ? {claimTopicsRegistry: getAddress(compliance.claimTopicsRegistry)}
            : {}),
          ...(typeof compliance.trustedIssuersRegistry === 'string'
            ? {trustedIssuersRegistry: getAddress(compliance.trustedIssuersRegistry)}
            : {}),
          claimTopics: (compliance.claimTopics as number[] | undefined) ?? [],
          trustedIssuers: ((compliance.trustedIssuers as string[] | undefined) ?? []).map((issuer) =>
            getAddress(issuer),
          ),
          modules: (compliance.maxHolders ? 1 : 0) + (compliance.allowedCountries ? 1 : 0),
          registered: new Map([
            ...own
              .filter((registration) => registration.verified !== false)
              .map(
                (registration) => [getAddress(registration.wallet as string), registration.country as number] as const,
              ),
            ...mixers.map((basket) => [getAddress(basket.mixer as string), 0] as const),
          ]),
        },
      ];
    });
}

/** The examples' baskets with their components by address and unit amounts (`getBasket`). */
function basketExamples(objects: JsonObject[]): BasketExample[] {
  const baskets = objects.filter(
    (object) =>
      typeof object.mixer === 'string' &&
      typeof object.address === 'string' &&
      (object.components as JsonObject[] | undefined)?.every((component) => typeof component.address === 'string'),
  );
  return baskets
    .filter((basket, index) => baskets.findIndex((other) => other.address === basket.address) === index)
    .map((basket) => ({
      address: getAddress(basket.address as string),
      components: (basket.components as JsonObject[]).map((component) => getAddress(component.address as string)),
      unitAmounts: (basket.components as JsonObject[]).map((component) => BigInt(component.unitAmount as string)),
    }));
}

/**
 * Every contract of a tutorial's chain, from the moment `start` (Unix seconds): Multicall3, Kestrel's staking,
 * vesting and buyback contracts, the collateral pools the examples describe, ERC-20 tokens, and the documented
 * events of any other reference contract.
 */
export function tutorialSims({reference, objects, tokens, assets}: SimSources, start: bigint): ContractSim[] {
  const addresses = contractAddresses(reference);
  const at = (name: string): Address => {
    const address = addresses.get(name);
    if (!address) throw new Error(`no example transaction calls ${name}`);
    return address;
  };
  const kestToken = tokenAddress(tokens, kest.symbol);
  const buyback = merged(objects, (object) => sameAddress(object.contract, at('IEngageBuyback')));
  return [
    multicall3(getAddress(baseSepolia.contracts.multicall3.address)),
    engageStaking({address: at('IEngageStaking'), token: kestToken, abi: abiOf(reference, 'IEngageStaking'), start}),
    engageVesting({address: at('IEngageVesting'), token: kestToken, abi: abiOf(reference, 'IEngageVesting'), start}),
    engageBuyback({
      address: at('IEngageBuyback'),
      fundingToken: getAddress((buyback.fundingToken as JsonObject).address as string),
      buyToken: kestToken,
      tokens,
      dexPool: getAddress(buyback.dexPool as string),
      priceFeed: getAddress(buyback.priceFeed as string),
      abi: abiOf(reference, 'IEngageBuyback'),
    }),
    ...poolExamples(objects).map((pool) =>
      collateralPool({example: poolExample(pool), abi: abiOf(reference, 'IERC20CollateralPool')}),
    ),
    assetTokens({
      factory: at('IAssetTokenFactory'),
      factoryAbi: abiOf(reference, 'IAssetTokenFactory'),
      tokenAbi: abiOf(reference, 'IAssetToken'),
      assets: assetExamples(assets),
      roles: rolesFromBuilds(objects, reference.contracts),
    }),
    erc3643Suites({suites: suiteExamples(objects, assets), contracts: reference.contracts}),
    arteMixer({
      address: at('IArteMixer'),
      abi: abiOf(reference, 'IArteMixer'),
      baskets: basketExamples(objects),
      roles: rolesFromBuilds(objects, reference.contracts),
    }),
    erc20Tokens(tokens),
    documentedContracts(reference.contracts),
  ];
}
