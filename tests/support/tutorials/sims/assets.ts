import {
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  keccak256,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import type {ContractDoc} from '@site/plugins/reference/solidity/model';
import type {ContractSim, SimContext} from '../chain';
import {decodeCall, emit, isRevert, Ledger, revert, returns} from '../contracts';
import {sameAddress, type JsonObject} from '../examples';
import {AccessControl, pausable, stateOf, zeroAddress} from './common';

/** An asset of the examples, as the simulations need it. */
export interface AssetExample {
  id: string;
  address: Address;
  standard: 'ERC-20' | 'ERC-3643';
  symbol: string;
  name: string;
  decimals: number;
  totalSupply: bigint;
  cap: bigint;
}

/** A role id and who holds it on a contract, before the tutorial starts. */
export type InitialRoles = Map<string, Record<string, Address[]>>;

/**
 * Who holds which role on which contract, as the reference documents it: every transaction the examples build is one
 * its signer may send, so the `from` of a built call to a function whose `@custom:access` names a role holds that
 * role on the contract it calls (the treasury that builds `createToken` holds `ISSUER_ROLE` on the factory).
 */
export function rolesFromBuilds(objects: JsonObject[], contracts: ContractDoc[]): InitialRoles {
  const roles: InitialRoles = new Map();
  for (const object of objects) {
    const {from, to, data} = object;
    if (typeof from !== 'string' || typeof to !== 'string' || typeof data !== 'string' || data.length < 10) continue;
    for (const contract of contracts) {
      const fn = contract.functions.find((candidate) => candidate.selector === data.slice(0, 10));
      const access = fn?.natspec.custom.get('access')?.join(' ') ?? '';
      for (const [role] of access.matchAll(/\b[A-Z][A-Z0-9_]*_ROLE\b/g)) {
        const holders = roles.get(getAddress(to)) ?? {};
        holders[role] = [...new Set([...(holders[role] ?? []), getAddress(from)])];
        roles.set(getAddress(to), holders);
      }
    }
  }
  return roles;
}

/** The roles an asset token's admin receives at creation, as `createToken` documents them. */
const tokenRoles = ['DEFAULT_ADMIN_ROLE', 'MINTER_ROLE', 'BURNER_ROLE', 'PAUSER_ROLE', 'BLOCKLIST_ROLE'];

/**
 * The creation code of the factory's token proxy is not in the reference; a fixed stand-in gives each creator and
 * salt one CREATE2 address, so `predictTokenAddress` and `createToken` agree, though not with the example addresses.
 */
const proxyCreationCodeHash = keccak256(toHex('Assetra asset token proxy (stand-in creation code)'));

interface TokenState {
  name: string;
  symbol: string;
  decimals: number;
  cap: bigint;
  /** Supply before the tutorial; the ledger adds what it mints and burns. */
  supply: bigint;
  paused: boolean;
  metadataCid: string;
  roles: Map<Hex, Set<string>>;
}

const tokenKey = (address: Address) => `asset-token:${getAddress(address)}`;

/**
 * `IAssetTokenFactory` and the `IAssetToken`s it created, as their NatSpec describes them: CREATE2 addresses from the
 * creator and salt, every role to the admin, supply through the ledger under the cap, pause, roles and the metadata
 * CID. The example's ERC-20 assets (AUR) are tokens of the factory too, with their example supply and cap.
 */
export function assetTokens(options: {
  factory: Address;
  factoryAbi: Abi;
  tokenAbi: Abi;
  assets: AssetExample[];
  roles: InitialRoles;
}): ContractSim {
  const {factoryAbi, tokenAbi} = options;
  const factory = getAddress(options.factory);
  const predict = (creator: Address, salt: Hex) =>
    getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: keccak256(encodeAbiParameters([{type: 'address'}, {type: 'bytes32'}], [creator, salt])),
      bytecodeHash: proxyCreationCodeHash,
    });
  const tokenOf = (context: SimContext, address: Address): TokenState | undefined => {
    const key = tokenKey(address);
    if (!context.state[key]) {
      const example = options.assets.find(
        (asset) => asset.standard === 'ERC-20' && sameAddress(asset.address, address),
      );
      if (!example) return undefined;
      context.state[key] = {
        name: example.name,
        symbol: example.symbol,
        decimals: example.decimals,
        cap: example.cap,
        supply: example.totalSupply,
        paused: false,
        metadataCid: '',
        roles: AccessControl.initial(options.roles.get(getAddress(address)) ?? {}),
      } satisfies TokenState;
    }
    return context.state[key] as TokenState;
  };

  return (call, context) => {
    if (getAddress(call.to) === factory) return factoryCall();
    const token = tokenOf(context, call.to);
    return token ? tokenCall(token) : undefined;

    function factoryCall() {
      const decoded = decodeCall(factoryAbi, call.data);
      if (!decoded) return undefined;
      const factoryState = stateOf(context, factory, () => ({
        roles: AccessControl.initial(options.roles.get(factory) ?? {}),
      }));
      const roles = new AccessControl(factoryAbi, factoryState.roles);
      const {functionName, args} = decoded;
      switch (functionName) {
        case 'predictTokenAddress':
          return returns(factoryAbi, functionName, predict(...(args as [Address, Hex])));
        case 'isToken':
          return returns(factoryAbi, functionName, Boolean(tokenOf(context, args[0] as Address)));
        case 'createToken': {
          const [name, symbol, decimals, cap, admin, salt] = args as [string, string, number, bigint, Address, Hex];
          const denied = roles.require(call, 'ISSUER_ROLE');
          if (denied) return denied;
          if (admin === zeroAddress) return revert(factoryAbi, 'ZeroAddress');
          if (!name || !symbol) return revert(factoryAbi, 'EmptyNameOrSymbol');
          if (decimals > 18) return revert(factoryAbi, 'InvalidDecimals', [decimals]);
          const address = predict(call.from, salt);
          if (tokenOf(context, address)) return revert(factoryAbi, 'TokenAlreadyDeployed', [address]);
          context.state[tokenKey(address)] = {
            name,
            symbol,
            decimals,
            cap,
            supply: 0n,
            paused: false,
            metadataCid: '',
            roles: AccessControl.initial(Object.fromEntries(tokenRoles.map((role) => [role, [admin]]))),
          } satisfies TokenState;
          new Ledger(context).addToken(address, {decimals, symbol, name});
          return returns(factoryAbi, functionName, address, [
            emit(factoryAbi, 'TokenCreated', call, {
              token: address,
              creator: call.from,
              admin,
              name,
              symbol,
              decimals,
              cap,
              salt,
            }),
          ]);
        }
        default:
          return roles.handle(call);
      }
    }

    function tokenCall(token: TokenState) {
      const decoded = decodeCall(tokenAbi, call.data);
      if (!decoded) return undefined;
      const roles = new AccessControl(tokenAbi, token.roles);
      const ledger = new Ledger(context);
      const supply = () => token.supply + ledger.supplyChange(call.to);
      const {functionName, args} = decoded;
      const move = (from: Address, to: Address, amount: bigint) => {
        if (token.paused) return revert(tokenAbi, 'EnforcedPause');
        const moved = ledger.transfer(call, call.to, from, to, amount);
        return isRevert(moved) ? moved : {result: '0x' as Hex, logs: [moved]};
      };
      switch (functionName) {
        case 'name':
          return returns(tokenAbi, functionName, token.name);
        case 'symbol':
          return returns(tokenAbi, functionName, token.symbol);
        case 'decimals':
          return returns(tokenAbi, functionName, token.decimals);
        case 'cap':
          return returns(tokenAbi, functionName, token.cap);
        case 'totalSupply':
          return returns(tokenAbi, functionName, supply());
        case 'factory':
          return returns(tokenAbi, functionName, factory);
        case 'metadataCid':
          return returns(tokenAbi, functionName, token.metadataCid);
        case 'metadataURI':
          return returns(tokenAbi, functionName, token.metadataCid ? `ipfs://${token.metadataCid}` : '');
        case 'mint': {
          const [to, amount] = args as [Address, bigint];
          const denied = roles.require(call, 'MINTER_ROLE');
          if (denied) return denied;
          if (token.cap !== 0n && supply() + amount > token.cap)
            return revert(tokenAbi, 'ERC20ExceededCap', [supply() + amount, token.cap]);
          return move(zeroAddress, to, amount);
        }
        case 'burn': {
          const denied = roles.require(call, 'BURNER_ROLE');
          return denied ?? move(call.from, zeroAddress, args[0] as bigint);
        }
        case 'setMetadataCid': {
          const denied = roles.require(call, 'DEFAULT_ADMIN_ROLE');
          if (denied) return denied;
          token.metadataCid = args[0] as string;
          return {
            result: '0x' as Hex,
            logs: [
              emit(tokenAbi, 'MetadataUpdated', call, {cid: token.metadataCid, uri: `ipfs://${token.metadataCid}`}),
            ],
          };
        }
        default:
          return pausable(tokenAbi, call, token, roles) ?? roles.handle(call);
      }
    }
  };
}

/** An ERC-3643 suite as the examples describe it: the token's registries and compliance settings. */
export interface SuiteExample {
  token: Address;
  identityRegistry: Address;
  modularCompliance?: Address;
  claimTopicsRegistry?: Address;
  trustedIssuersRegistry?: Address;
  claimTopics: number[];
  trustedIssuers: Address[];
  /** Compliance modules the settings imply: a max holders module, a country allow module. */
  modules: number;
  /** Wallets registered before the tutorial, with their country. */
  registered: Map<string, number>;
}

/** An address for a suite contract the examples do not give: fixed per token and role. */
const standIn = (token: Address, what: string) => getContractAddress({from: token, nonce: BigInt(what.length)});

/**
 * The ERC-3643 suites of the examples' permissioned tokens (HSIF, SGLD): each token names its identity registry and
 * compliance; the registry its topics and issuers registries and the wallets registered in it (from the examples'
 * identity registrations, and `registerIdentity` on the chain); the registries their claim topics and trusted
 * issuers; the compliance its modules and bound token.
 */
export function erc3643Suites(options: {suites: SuiteExample[]; contracts: ContractDoc[]}): ContractSim {
  const abiOf = (name: string) => options.contracts.find((contract) => contract.name === name)!.abi as Abi;
  const tokenAbi = abiOf('IERC3643Token');
  const registryAbi = abiOf('IIdentityRegistry');
  const complianceAbi = abiOf('IModularCompliance');
  const topicsAbi = abiOf('IClaimTopicsRegistry');
  const issuersAbi = abiOf('ITrustedIssuersRegistry');
  const addressesOf = (suite: SuiteExample) => ({
    registry: getAddress(suite.identityRegistry),
    compliance: getAddress(suite.modularCompliance ?? standIn(suite.token, 'compliance')),
    topics: getAddress(suite.claimTopicsRegistry ?? standIn(suite.token, 'topics registry')),
    issuers: getAddress(suite.trustedIssuersRegistry ?? standIn(suite.token, 'trusted issuers registry')),
  });

  return (call, context) => {
    for (const suite of options.suites) {
      const at = addressesOf(suite);
      const registrations = stateOf(context, at.registry, () => new Map(suite.registered));
      const target = getAddress(call.to);
      if (target === getAddress(suite.token)) {
        const decoded = decodeCall(tokenAbi, call.data);
        if (decoded?.functionName === 'identityRegistry') return returns(tokenAbi, 'identityRegistry', at.registry);
        if (decoded?.functionName === 'compliance') return returns(tokenAbi, 'compliance', at.compliance);
        return undefined;
      }
      if (target === at.registry) {
        const decoded = decodeCall(registryAbi, call.data);
        const wallet = decoded?.args[0] as Address;
        switch (decoded?.functionName) {
          case 'topicsRegistry':
            return returns(registryAbi, 'topicsRegistry', at.topics);
          case 'issuersRegistry':
            return returns(registryAbi, 'issuersRegistry', at.issuers);
          case 'isVerified':
          case 'contains':
            return returns(registryAbi, decoded.functionName, registrations.has(getAddress(wallet)));
          case 'investorCountry':
            return returns(registryAbi, 'investorCountry', registrations.get(getAddress(wallet)) ?? 0);
          case 'registerIdentity': {
            const [, identity, country] = decoded.args as [Address, Address, number];
            registrations.set(getAddress(wallet), country);
            return {
              result: '0x',
              // T-REX v4: the registry emits IdentityRegistered only (IdentityStored comes from its storage).
              logs: [emit(registryAbi, 'IdentityRegistered', call, {investorAddress: wallet, identity})],
            };
          }
          default:
            return undefined;
        }
      }
      if (target === at.topics && decodeCall(topicsAbi, call.data)?.functionName === 'getClaimTopics')
        return returns(topicsAbi, 'getClaimTopics', suite.claimTopics.map(BigInt));
      if (target === at.issuers) {
        const decoded = decodeCall(issuersAbi, call.data);
        if (decoded?.functionName === 'getTrustedIssuers')
          return returns(issuersAbi, 'getTrustedIssuers', suite.trustedIssuers);
        if (decoded?.functionName === 'getTrustedIssuerClaimTopics')
          return returns(
            issuersAbi,
            'getTrustedIssuerClaimTopics',
            suite.trustedIssuers.some((issuer) => sameAddress(issuer, decoded.args[0] as string))
              ? suite.claimTopics.map(BigInt)
              : [],
          );
      }
      if (target === at.compliance) {
        const decoded = decodeCall(complianceAbi, call.data);
        if (decoded?.functionName === 'getModules')
          return returns(
            complianceAbi,
            'getModules',
            Array.from({length: suite.modules}, (_, index) =>
              standIn(suite.token, `module ${index}`.padEnd(10 + index)),
            ),
          );
        if (decoded?.functionName === 'getTokenBound') return returns(complianceAbi, 'getTokenBound', suite.token);
      }
    }
    return undefined;
  };
}

/** A basket of the ARTE mixer. */
interface Basket {
  address: Address;
  components: Address[];
  unitAmounts: bigint[];
}

/** A basket as the examples describe it (`getBasket`): components by address and unit amounts. */
export type BasketExample = Basket;

interface MixerState {
  baskets: Basket[];
  created: number;
  paused: boolean;
  roles: Map<Hex, Set<string>>;
}

const oneBasket = 10n ** 18n;

/**
 * `IArteMixer`, as its NatSpec describes it: `createBasket` for a curator deploys a basket token (at the mixer's
 * next CREATE address); `mint` pulls `amount × unitAmount / 10^18` of each component, rounded up, with the minter's
 * allowances and mints the basket token; `burn` returns the components rounded down. The examples' baskets exist.
 */
export function arteMixer(options: {
  address: Address;
  abi: Abi;
  baskets: BasketExample[];
  roles: InitialRoles;
}): ContractSim {
  const {abi} = options;
  const mixer = getAddress(options.address);
  return (call, context) => {
    if (getAddress(call.to) !== mixer) return undefined;
    const decoded = decodeCall(abi, call.data);
    if (!decoded) return undefined;
    const ledger = new Ledger(context);
    const state = stateOf(context, mixer, (): MixerState => {
      for (const basket of options.baskets) ledger.addToken(basket.address, {decimals: 18});
      return {
        baskets: options.baskets.map(({address, components, unitAmounts}) => ({address, components, unitAmounts})),
        created: 0,
        paused: false,
        roles: AccessControl.initial(options.roles.get(mixer) ?? {}),
      };
    });
    const roles = new AccessControl(abi, state.roles);
    const {functionName, args} = decoded;
    const basketOf = (address: Address) => state.baskets.find((basket) => sameAddress(basket.address, address));
    const amounts = (basket: Basket, amount: bigint, up: boolean) =>
      basket.unitAmounts.map((unit) =>
        up ? (amount * unit + oneBasket - 1n) / oneBasket : (amount * unit) / oneBasket,
      );
    switch (functionName) {
      case 'isBasket':
        return returns(abi, functionName, Boolean(basketOf(args[0] as Address)));
      case 'basketCount':
        return returns(abi, functionName, BigInt(state.baskets.length));
      case 'basketComponents':
      case 'quoteMint':
      case 'quoteBurn': {
        const basket = basketOf(args[0] as Address);
        if (!basket) return revert(abi, 'UnknownBasket', [args[0]]);
        if (functionName === 'basketComponents')
          return returns(abi, functionName, [basket.components, basket.unitAmounts]);
        return returns(abi, functionName, [
          basket.components,
          amounts(basket, args[1] as bigint, functionName === 'quoteMint'),
        ]);
      }
      case 'createBasket': {
        const [name, symbol, components, unitAmounts] = args as [string, string, Address[], bigint[]];
        const denied = roles.require(call, 'CURATOR_ROLE');
        if (denied) return denied;
        if (!name || !symbol) return revert(abi, 'EmptyNameOrSymbol');
        if (components.length !== unitAmounts.length)
          return revert(abi, 'LengthMismatch', [BigInt(components.length), BigInt(unitAmounts.length)]);
        if (components.length < 2 || components.length > 10)
          return revert(abi, 'InvalidComponentCount', [BigInt(components.length)]);
        const repeated = components.find(
          (component, index) => components.findIndex((other) => sameAddress(other, component)) !== index,
        );
        if (repeated) return revert(abi, 'DuplicateComponent', [repeated]);
        const zero = components.find((_, index) => unitAmounts[index] === 0n);
        if (zero) return revert(abi, 'ZeroUnitAmount', [zero]);
        state.created += 1;
        const address = getContractAddress({from: mixer, nonce: BigInt(state.created)});
        state.baskets.push({address, components: [...components], unitAmounts: [...unitAmounts]});
        ledger.addToken(address, {decimals: 18, symbol, name});
        return returns(abi, functionName, address, [
          emit(abi, 'BasketCreated', call, {
            basket: address,
            creator: call.from,
            name,
            symbol,
            components,
            unitAmounts,
          }),
        ]);
      }
      case 'mint':
      case 'burn': {
        const [address, amount, to] = args as [Address, bigint, Address];
        if (amount === 0n) return revert(abi, 'ZeroAmount');
        const basket = basketOf(address);
        if (!basket) return revert(abi, 'UnknownBasket', [address]);
        const minting = functionName === 'mint';
        if (minting && state.paused) return revert(abi, 'EnforcedPause');
        const componentAmounts = amounts(basket, amount, minting);
        const logs = [];
        if (!minting) {
          const balance = ledger.balanceOf(basket.address, call.from);
          const burned = ledger.transfer(call, basket.address, call.from, zeroAddress, amount);
          if (isRevert(burned)) return revert(abi, 'InsufficientBasketBalance', [balance, amount]);
          logs.push(burned);
        }
        for (const [index, component] of basket.components.entries()) {
          const moved = minting
            ? ledger.transferFrom(call, component, mixer, call.from, mixer, componentAmounts[index]!)
            : ledger.transfer(call, component, mixer, to, componentAmounts[index]!);
          // SafeERC20 bubbles a component's revert up unchanged; the ledger's tokens never return false.
          if (isRevert(moved)) return moved;
          logs.push(moved);
        }
        if (minting) {
          const minted = ledger.transfer(call, basket.address, zeroAddress, to, amount);
          if (isRevert(minted)) return minted;
          logs.push(minted);
        }
        const event = minting ? 'BasketMinted' : 'BasketBurned';
        logs.push(emit(abi, event, call, {basket: basket.address, caller: call.from, to, amount, componentAmounts}));
        return {result: '0x' as Hex, logs};
      }
      default:
        return pausable(abi, call, state, roles) ?? roles.handle(call);
    }
  };
}
