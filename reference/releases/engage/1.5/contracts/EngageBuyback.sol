// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// ───────────────────────────── Types ─────────────────────────────

/// @notice What happens to the tokens a buyback buys. `setDestination` takes it as a `uint8`.
/// @custom:value Burn 0: the contract burns the bought tokens with the token's `burn(uint256)`, reducing its supply.
/// @custom:value Treasury 1: the contract sends the bought tokens to the configured treasury, for example the
/// project's treasury Safe.
enum Destination {
    Burn,
    Treasury
}

/// @notice The buyback's configuration, as `buybackConfig` returns it.
/// @dev Execution windows open at `windowStart + k × interval` (k = 0, 1, 2 …) and stay open for `windowDuration`
/// seconds; each window allows one execution. Kestrel: windows every Monday 14:00 UTC for one hour from
/// 2026-01-05T14:00:00Z (1767621600, 3,600 s, 604,800 s), 100 bps maximum slippage, 10,000 USDC per execution,
/// feed answers at most 3,600 s old, bought KEST burned.
/// @param dexPool The KEST / USDC pool the contract swaps in (Kestrel: `0xaC1c407e45aB0FDdeA5B4b6AA26FF918b69F89AB`).
/// @param priceFeed Chainlink-style `AggregatorV3Interface` feed of one whole KEST in USDC, 8 decimals.
/// @param maxPriceAge Oldest accepted feed answer, in seconds (Kestrel: 3,600).
/// @param maxSlippageBps Most the swap may return below the feed price, in basis points (Kestrel: 100 = 1 %).
/// @param windowStart The time the execution windows are counted from, in Unix seconds: window k opens at
/// `windowStart + k × interval`; may lie in the past.
/// @param windowDuration How long each window stays open, in seconds (Kestrel: 3,600).
/// @param interval Seconds between the openings of two windows (Kestrel: 604,800 = one week).
/// @param maxPerExecution Most funding tokens one execution may spend, in base units; 0 means no limit (Kestrel:
/// `10000000000` = 10,000 USDC).
/// @param destination Burn or Treasury.
/// @param treasury Recipient of the bought tokens when `destination` is Treasury; the zero address for Burn.
struct BuybackConfig {
    address dexPool;
    address priceFeed;
    uint32 maxPriceAge;
    uint16 maxSlippageBps;
    uint64 windowStart;
    uint64 windowDuration;
    uint64 interval;
    uint256 maxPerExecution;
    Destination destination;
    address treasury;
}

/// @notice One executed buyback, as `getExecution` and `lastExecution` return it.
/// @dev The example execution spends 5,000 USDC at a feed price of 0.25 USDC per KEST (`25000000`), for which the
/// feed minimum with 100 bps slippage is 19,800 KEST; the pool returns 19,950 KEST, an execution price of
/// 5,000 / 19,950 = 0.25062656 USDC (`25062656`, rounded down).
/// @param id Execution id, counting from 1. The Engage API also gives each execution an id such as `bbx_01…`.
/// @param windowOpensAt Opening time of the window it used, in Unix seconds.
/// @param keeper Account that called `executeBuyback`.
/// @param amountIn Funding tokens spent, in base units (`5000000000` = 5,000 USDC where USDC has 6 decimals).
/// @param amountOut Tokens bought, in base units (`19950000000000000000000` = 19,950 KEST).
/// @param feedPrice The feed's price of one whole KEST in USDC at execution, 8 decimals.
/// @param executionPrice What one whole KEST cost in the swap, in USDC with 8 decimals, rounded down.
/// @param executedAt Block time of the execution, in Unix seconds.
/// @param destination Where the bought tokens went.
struct Execution {
    uint256 id;
    uint64 windowOpensAt;
    address keeper;
    uint256 amountIn;
    uint256 amountOut;
    uint256 feedPrice;
    uint256 executionPrice;
    uint64 executedAt;
    Destination destination;
}

/// @title IEngageBuyback — the buyback contract of Assetra Engage
/// @notice Holds a project's buyback budget in a funding token (USDC) and spends it, in scheduled execution windows,
/// on the project's token (KEST for Kestrel Energy) in one DEX pool. Every execution is checked against a price feed:
/// it must return at least the feed-implied amount less the maximum slippage. The bought tokens are burned or sent to
/// the project's treasury. Anyone can fund the budget; a keeper executes; managers configure all but the destination;
/// only the `DEFAULT_ADMIN_ROLE` holder sets the destination and takes funds out.
/// @dev Built on OpenZeppelin 5 `AccessControl`, `Pausable`, `ReentrancyGuard` and `SafeERC20`, behind a UUPS proxy
/// (ERC-1967): always call the proxy address. The contract swaps by calling the pool's `swap` directly and pays the
/// funding token in the pool's swap callback. Units: funding amounts in USDC base units (6 decimals on Base and Polygon PoS, 18 on BNB Smart Chain), bought amounts in
/// KEST base units (18 decimals), feed prices with the feed's decimals (8), slippage in basis points, times in Unix
/// seconds. While paused, `executeBuyback` reverts with `EnforcedPause`; funding, withdrawals and configuration stay
/// open. Roles: `DEFAULT_ADMIN_ROLE` (roles, upgrades, destination, withdrawals), `BUYBACK_MANAGER_ROLE` (window,
/// slippage, feed, pool, per-execution limit), `KEEPER_ROLE` (executions) and `PAUSER_ROLE`.
/// @custom:security-contact security@assetra.dev
interface IEngageBuyback {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when funding tokens are added to the buyback budget.
    /// @param from Account that paid the tokens.
    /// @param amount Funding tokens added, in base units.
    /// @param balance `fundingBalance()` after the deposit.
    event Funded(address indexed from, uint256 amount, uint256 balance);

    /// @notice Emitted when the `DEFAULT_ADMIN_ROLE` holder takes funding tokens out of the budget.
    /// @param to Account that received the tokens.
    /// @param amount Funding tokens withdrawn, in base units.
    event FundsWithdrawn(address indexed to, uint256 amount);

    /// @notice Emitted when a buyback executes.
    /// @param executionId Id of the execution.
    /// @param keeper Account that executed it.
    /// @param amountIn Funding tokens spent, in base units.
    /// @param amountOut Tokens bought, in base units.
    /// @param feedPrice Feed price of one whole token at execution, with the feed's decimals.
    /// @param destination Whether the bought tokens were burned or sent to the treasury.
    /// @param recipient The treasury that received them, or the zero address when they were burned.
    event BuybackExecuted(uint256 indexed executionId, address indexed keeper, uint256 amountIn, uint256 amountOut, uint256 feedPrice, Destination destination, address recipient);

    /// @notice Emitted when a manager changes the execution windows.
    /// @param windowStart The time the windows are counted from, in Unix seconds.
    /// @param windowDuration How long each window stays open, in seconds.
    /// @param interval Seconds between window openings.
    event ExecutionWindowUpdated(uint64 windowStart, uint64 windowDuration, uint64 interval);

    /// @notice Emitted when a manager changes the maximum slippage.
    /// @param maxSlippageBps The new maximum slippage, in basis points.
    event MaxSlippageUpdated(uint16 maxSlippageBps);

    /// @notice Emitted when a manager changes the price feed or its maximum age.
    /// @param feed The new price feed.
    /// @param maxPriceAge The new maximum age, in seconds.
    event PriceFeedUpdated(address indexed feed, uint32 maxPriceAge);

    /// @notice Emitted when a manager changes the DEX pool.
    /// @param pool The new pool.
    event DexPoolUpdated(address indexed pool);

    /// @notice Emitted when a manager changes the per-execution limit.
    /// @param maxPerExecution The new limit, in funding-token base units; 0 means no limit.
    event MaxPerExecutionUpdated(uint256 maxPerExecution);

    /// @notice Emitted when the `DEFAULT_ADMIN_ROLE` holder changes where bought tokens go.
    /// @param destination Burn or Treasury.
    /// @param treasury The treasury for Treasury; the zero address for Burn.
    event DestinationUpdated(Destination destination, address treasury);

    /// @notice Emitted when the contract is paused.
    /// @param account Pauser that paused it.
    event Paused(address account);

    /// @notice Emitted when the contract is unpaused.
    /// @param account Pauser that unpaused it.
    event Unpaused(address account);

    /// @notice Emitted when `account` is granted `role`.
    /// @param role The role granted.
    /// @param account Account that received the role.
    /// @param sender Account that granted it (an admin of the role).
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when `account` loses `role`, by revocation or renunciation.
    /// @param role The role revoked.
    /// @param account Account that lost the role.
    /// @param sender Account that revoked it: an admin of the role, or `account` itself when it renounced.
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when the proxy is upgraded to a new implementation.
    /// @param implementation Address of the new implementation contract.
    event Upgraded(address indexed implementation);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An amount is 0.
    error ZeroAmount();

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice The contract is paused: the function is disabled while paused, or `pause` was called while paused.
    error EnforcedPause();

    /// @notice The contract is not paused, so it cannot be unpaused.
    error ExpectedPause();

    /// @notice No execution window is open at the block time.
    /// @param nextWindowOpensAt When the next window opens, in Unix seconds.
    error OutsideExecutionWindow(uint64 nextWindowOpensAt);

    /// @notice The current window has already had its execution.
    /// @param windowOpensAt Opening time of the current window, in Unix seconds.
    error WindowAlreadyUsed(uint64 windowOpensAt);

    /// @notice The execution would spend more than the per-execution limit.
    /// @param amountIn Funding tokens asked for, in base units.
    /// @param maxPerExecution The limit, in base units.
    error ExecutionLimitExceeded(uint256 amountIn, uint256 maxPerExecution);

    /// @notice The budget holds fewer funding tokens than asked for.
    /// @param requested Funding tokens asked for, in base units.
    /// @param available `fundingBalance()` at the time of the call.
    error InsufficientFunds(uint256 requested, uint256 available);

    /// @notice The feed's latest answer is older than the maximum price age.
    /// @param updatedAt When the feed last updated, in Unix seconds.
    /// @param maxPriceAge The maximum accepted age, in seconds.
    error PriceStale(uint256 updatedAt, uint32 maxPriceAge);

    /// @notice The feed returned a zero or negative price.
    /// @param answer The answer the feed returned.
    error InvalidPrice(int256 answer);

    /// @notice The swap returned fewer tokens than the minimum.
    /// @param amountOut Tokens the pool would return, in base units.
    /// @param minimum The larger of your `minAmountOut` and the feed minimum, in base units.
    error SlippageExceeded(uint256 amountOut, uint256 minimum);

    /// @notice The window parameters are unusable: `windowDuration` is 0 or `interval` is shorter than it.
    /// @param windowDuration The window length given, in seconds.
    /// @param interval The interval given, in seconds.
    error InvalidExecutionWindow(uint64 windowDuration, uint64 interval);

    /// @notice The maximum slippage is 0 or above 1000 bps (10 %).
    /// @param maxSlippageBps The value given, in basis points.
    error InvalidSlippage(uint16 maxSlippageBps);

    /// @notice The maximum price age is below 60 s or above 86,400 s.
    /// @param maxPriceAge The value given, in seconds.
    error InvalidMaxPriceAge(uint32 maxPriceAge);

    /// @notice The pool does not trade the funding token against the bought token.
    /// @param pool The pool given.
    error InvalidPool(address pool);

    /// @notice The destination code is neither 0 (Burn) nor 1 (Treasury).
    /// @param destination The code given.
    error InvalidDestination(uint8 destination);

    /// @notice The caller lacks the role the function requires.
    /// @param account The caller.
    /// @param neededRole The role required.
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    /// @notice `renounceRole` was called with a confirmation address that is not the caller.
    error AccessControlBadConfirmation();

    /// @notice A value was sent with an upgrade that calls nothing (OpenZeppelin 5's `ERC1967Utils`).
    error ERC1967NonPayable();

    /// @notice The new implementation is not a UUPS implementation (OpenZeppelin 5's `ERC1967Utils`).
    /// @param implementation The address given.
    error ERC1967InvalidImplementation(address implementation);

    /// @notice The new implementation's `proxiableUUID` is not the ERC-1967 implementation slot.
    /// @param slot The slot it answered.
    error UUPSUnsupportedProxiableUUID(bytes32 slot);

    // ───────────────────────────── Funding ─────────────────────────────

    /// @notice Adds `amount` of the funding token from your wallet to the buyback budget.
    /// @dev Approve the buyback contract for `amount` of USDC first. Stays open while paused. Kestrel's treasury Safe
    /// funds 50,000 USDC (`50000000000`).
    /// @param amount Funding tokens to add, in base units (USDC has 6 decimals on Base and Polygon PoS, 18 on BNB
    /// Smart Chain).
    /// @custom:access Anyone, in practice the project's treasury Safe; also while paused.
    /// @custom:emits Funded
    /// @custom:reverts ZeroAmount when `amount` is 0.
    function fund(uint256 amount) external;

    /// @notice Sends `amount` of the budget to `to`, for example to end a buyback programme.
    /// @param amount Funding tokens to withdraw, in base units.
    /// @param to Account that receives them, normally the treasury Safe.
    /// @custom:access DEFAULT_ADMIN_ROLE, also while paused.
    /// @custom:emits FundsWithdrawn
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts InsufficientFunds when `amount` exceeds `fundingBalance()`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function withdrawFunds(uint256 amount, address to) external;

    // ───────────────────────────── Keeper ─────────────────────────────

    /// @notice Spends `amountIn` of the budget on the bought token in the DEX pool, during an open window, and burns
    /// the tokens or sends them to the treasury.
    /// @dev The swap must return at least the larger of `minAmountOut` and the feed minimum: `amountIn ×
    /// 10^tokenDecimals × 10^feedDecimals / (price × 10^fundingDecimals) × (10000 − maxSlippageBps) / 10000`, each
    /// step rounded down. Kestrel on Base (KEST 18, feed 8, USDC 6 decimals): 5,000 USDC at 0.25 USDC (`25000000`)
    /// with 100 bps: 20,000 KEST expected, minimum `19800000000000000000000` (19,800 KEST). Read `quote(amountIn)` to
    /// set `minAmountOut`.
    /// @param amountIn Funding tokens to spend, in base units (`5000000000` = 5,000 USDC where USDC has 6 decimals).
    /// @param minAmountOut Fewest tokens you accept, in base units; the contract also enforces the feed minimum.
    /// @return amountOut Tokens bought, in base units.
    /// @custom:access KEEPER_ROLE.
    /// @custom:emits BuybackExecuted
    /// @custom:reverts ZeroAmount when `amountIn` is 0.
    /// @custom:reverts EnforcedPause when the contract is paused.
    /// @custom:reverts OutsideExecutionWindow when no execution window is open at the block time.
    /// @custom:reverts WindowAlreadyUsed when the current window has already had its execution.
    /// @custom:reverts ExecutionLimitExceeded when `amountIn` exceeds a non-zero `maxPerExecution`.
    /// @custom:reverts InsufficientFunds when `amountIn` exceeds `fundingBalance()`.
    /// @custom:reverts PriceStale when the feed's latest answer is older than `maxPriceAge`.
    /// @custom:reverts InvalidPrice when the feed's latest answer is zero or negative.
    /// @custom:reverts SlippageExceeded when the swap returns less than the larger of `minAmountOut` and the feed minimum.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `KEEPER_ROLE`.
    function executeBuyback(uint256 amountIn, uint256 minAmountOut) external returns (uint256 amountOut);

    // ───────────────────────────── Buyback manager ─────────────────────────────

    /// @notice Sets the execution windows: the time they are counted from, each window's length and the time between
    /// openings.
    /// @dev Takes effect at once; an execution already made in a window with the same opening time still counts.
    /// Kestrel: (1767621600, 3600, 604800) for one hour every Monday from 14:00 UTC.
    /// @param windowStart The time the windows are counted from, in Unix seconds: window k opens at
    /// `windowStart + k × interval`; may lie in the past.
    /// @param windowDuration How long each window stays open, in seconds; more than 0.
    /// @param interval Seconds between window openings; at least `windowDuration`.
    /// @custom:access BUYBACK_MANAGER_ROLE.
    /// @custom:emits ExecutionWindowUpdated
    /// @custom:reverts InvalidExecutionWindow when `windowDuration` is 0 or `interval` is below `windowDuration`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BUYBACK_MANAGER_ROLE`.
    function setExecutionWindow(uint64 windowStart, uint64 windowDuration, uint64 interval) external;

    /// @notice Sets how far below the feed price a swap may fill.
    /// @param maxSlippageBps Maximum slippage, in basis points, from 1 to 1000 (Kestrel: 100 = 1 %).
    /// @custom:access BUYBACK_MANAGER_ROLE.
    /// @custom:emits MaxSlippageUpdated
    /// @custom:reverts InvalidSlippage when `maxSlippageBps` is 0 or above 1000.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BUYBACK_MANAGER_ROLE`.
    function setMaxSlippage(uint16 maxSlippageBps) external;

    /// @notice Switches to a new price feed and maximum price age.
    /// @dev The feed must quote one whole bought token in the funding token; the contract reads its latest answer to
    /// check it.
    /// @param feed Address of the new `AggregatorV3Interface` feed.
    /// @param maxPriceAge Oldest accepted answer, in seconds, from 60 to 86,400 (Kestrel: 3,600).
    /// @custom:access BUYBACK_MANAGER_ROLE.
    /// @custom:emits PriceFeedUpdated
    /// @custom:reverts ZeroAddress when `feed` is the zero address.
    /// @custom:reverts InvalidMaxPriceAge when `maxPriceAge` is below 60 or above 86,400.
    /// @custom:reverts InvalidPrice when the new feed's latest answer is zero or negative.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BUYBACK_MANAGER_ROLE`.
    function setPriceFeed(address feed, uint32 maxPriceAge) external;

    /// @notice Switches to a new DEX pool.
    /// @dev The contract checks that the pool's two tokens are the funding token and the bought token.
    /// @param pool Address of the new pool.
    /// @custom:access BUYBACK_MANAGER_ROLE.
    /// @custom:emits DexPoolUpdated
    /// @custom:reverts ZeroAddress when `pool` is the zero address.
    /// @custom:reverts InvalidPool when the pool does not trade the funding token against the bought token.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BUYBACK_MANAGER_ROLE`.
    function setDexPool(address pool) external;

    /// @notice Sets the most one execution may spend.
    /// @param maxPerExecution Limit in funding-token base units; 0 means no limit (Kestrel: `10000000000` = 10,000
    /// USDC).
    /// @custom:access BUYBACK_MANAGER_ROLE.
    /// @custom:emits MaxPerExecutionUpdated
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BUYBACK_MANAGER_ROLE`.
    function setMaxPerExecution(uint256 maxPerExecution) external;

    // ───────────────────────────── Admin ─────────────────────────────

    /// @notice Sets where bought tokens go: burned (0) or sent to `treasury` (1).
    /// @dev For Burn, pass the zero address as `treasury`; it is stored as the zero address whatever you pass.
    /// @param destination 0 = Burn, 1 = Treasury (the values of `Destination`).
    /// @param treasury Recipient for Treasury, for example Kestrel's treasury Safe
    /// `0xD3866cF203dca6118105660e636704b2df0e2436`.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits DestinationUpdated
    /// @custom:reverts InvalidDestination when `destination` is neither 0 nor 1.
    /// @custom:reverts ZeroAddress when `destination` is 1 and `treasury` is the zero address.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setDestination(uint8 destination, address treasury) external;

    // ───────────────────────────── Pauser ─────────────────────────────

    /// @notice Pauses `executeBuyback`.
    /// @dev Funding, withdrawals and configuration stay open, so an admin can fix the set-up while executions are
    /// stopped.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Paused
    /// @custom:reverts EnforcedPause when the contract is already paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function pause() external;

    /// @notice Lifts the pause.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Unpaused
    /// @custom:reverts ExpectedPause when the contract is not paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function unpause() external;

    // ───────────────────────────── Views ─────────────────────────────

    /// @notice The token the budget is held and spent in.
    /// @return token Address of the funding token (USDC, `0x036CbD53842c5426634e7929541eC2318f3dCF7e`).
    /// @custom:access Anyone.
    function fundingToken() external view returns (address token);

    /// @notice The token the buyback buys.
    /// @return token Address of the bought token (KEST, `0xd6bB0D7A9e16f8316d7989B2b11Df806b25778Ef`).
    /// @custom:access Anyone.
    function buyToken() external view returns (address token);

    /// @notice Funding tokens available to executions and withdrawals.
    /// @return balance Budget, in funding-token base units.
    /// @custom:access Anyone.
    function fundingBalance() external view returns (uint256 balance);

    /// @notice The whole configuration.
    /// @return config Pool, feed, price age, slippage, windows, limit and destination.
    /// @custom:access Anyone.
    function buybackConfig() external view returns (BuybackConfig memory config);

    /// @notice The window open now, if it has not been used, or else the next one.
    /// @return opensAt When the window opens, in Unix seconds.
    /// @return closesAt When it closes, in Unix seconds: `opensAt + windowDuration`.
    /// @return isOpen True when that window is open at the block time.
    /// @custom:access Anyone.
    function nextWindow() external view returns (uint64 opensAt, uint64 closesAt, bool isOpen);

    /// @notice What an execution of `amountIn` should return at the feed price, and the minimum it must return.
    /// @param amountIn Funding tokens to spend, in base units.
    /// @return expectedOut `amountIn` converted at the feed price, in bought-token base units, rounded down (5,000 USDC
    /// at 0.25: `20000000000000000000000`).
    /// @return minAmountOut `expectedOut × (10000 − maxSlippageBps) / 10000`, rounded down (`19800000000000000000000`).
    /// @return price The feed's answer, with the feed's decimals (`25000000`).
    /// @return updatedAt When the feed last updated, in Unix seconds.
    /// @custom:access Anyone.
    /// @custom:reverts PriceStale when the feed's latest answer is older than `maxPriceAge`.
    /// @custom:reverts InvalidPrice when the feed's latest answer is zero or negative.
    function quote(uint256 amountIn) external view returns (uint256 expectedOut, uint256 minAmountOut, uint256 price, uint256 updatedAt);

    /// @notice How many buybacks have executed; execution ids run from 1 to this number.
    /// @return count Number of executions.
    /// @custom:access Anyone.
    function executionCount() external view returns (uint256 count);

    /// @notice One executed buyback.
    /// @param executionId The execution, from 1 to `executionCount()`.
    /// @return execution The execution; all fields zero for an id that does not exist.
    /// @custom:access Anyone.
    function getExecution(uint256 executionId) external view returns (Execution memory execution);

    /// @notice The most recent executed buyback.
    /// @return execution The last execution; all fields zero before the first one.
    /// @custom:access Anyone.
    function lastExecution() external view returns (Execution memory execution);

    /// @notice Funding tokens spent by all executions.
    /// @return amount Total spent, in funding-token base units.
    /// @custom:access Anyone.
    function totalSpent() external view returns (uint256 amount);

    /// @notice Tokens bought by all executions, burned or sent to the treasury.
    /// @return amount Total bought, in bought-token base units.
    /// @custom:access Anyone.
    function totalBought() external view returns (uint256 amount);

    // ───────────────────────────── Views: roles and pause ─────────────────────────────

    /// @notice Whether the contract is paused.
    /// @return isPaused True while `executeBuyback` is disabled.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `KEEPER_ROLE()`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role`.
    /// @param role The role.
    /// @return adminRole `DEFAULT_ADMIN_ROLE` for every role of this contract.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice The identifier of the default admin role (roles, upgrades, destination, withdrawals).
    /// @return role `0x0000000000000000000000000000000000000000000000000000000000000000`.
    /// @custom:access Anyone.
    function DEFAULT_ADMIN_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the buyback-manager role (window, slippage, feed, pool, per-execution limit).
    /// @return role `keccak256("BUYBACK_MANAGER_ROLE")` =
    /// `0x0c466d2a438531fdb528c370d1dc3ce7f3b0d43ecea59ab436bc62186bb13c0f`.
    /// @custom:access Anyone.
    function BUYBACK_MANAGER_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the keeper role (execute buybacks).
    /// @return role `keccak256("KEEPER_ROLE")` = `0xfc8737ab85eb45125971625a9ebdb75cc78e01d5c1fa80c4c6e5203f47bc4fab`.
    /// @custom:access Anyone.
    function KEEPER_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the pauser role (pause and unpause).
    /// @return role `keccak256("PAUSER_ROLE")` = `0x65d7a28e3265b37a6474929f336521b332c1681b933f6cb9f3376673440d862a`.
    /// @custom:access Anyone.
    function PAUSER_ROLE() external view returns (bytes32 role);

    // ───────────────────────────── Roles and upgrades ─────────────────────────────

    /// @notice Grants `role` to `account`.
    /// @dev Emits `RoleGranted` only if `account` did not already hold the role.
    /// @param role The role to grant.
    /// @param account Account that receives the role.
    /// @custom:access The role's admin: DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleGranted
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold the admin role of `role`.
    function grantRole(bytes32 role, address account) external;

    /// @notice Revokes `role` from `account`.
    /// @dev Emits `RoleRevoked` only if `account` held the role.
    /// @param role The role to revoke.
    /// @param account Account that loses the role.
    /// @custom:access The role's admin: DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold the admin role of `role`.
    function revokeRole(bytes32 role, address account) external;

    /// @notice Gives up `role` for your own account, for example when you retire a keeper key.
    /// @dev If the last holder of `DEFAULT_ADMIN_ROLE` renounces it, nobody can grant roles, withdraw the budget or
    /// upgrade the contract again.
    /// @param role The role to give up.
    /// @param callerConfirmation Your own address, as a guard against renouncing by mistake.
    /// @custom:access The role holder.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlBadConfirmation when `callerConfirmation` is not your address.
    function renounceRole(bytes32 role, address callerConfirmation) external;

    /// @notice Upgrades the proxy to `newImplementation` and optionally calls it with `data`.
    /// @dev UUPS (ERC-1967): the budget, configuration, executions and roles are kept. Send with a value of 0 from the
    /// holder of `DEFAULT_ADMIN_ROLE`; the APIs have no builder for it.
    /// @param newImplementation Address of the new implementation contract.
    /// @param data Calldata to run on the new implementation after the upgrade, or empty.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits Upgraded
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    /// @custom:reverts UUPSUnsupportedProxiableUUID when `newImplementation` answers another `proxiableUUID`.
    /// @custom:reverts ERC1967InvalidImplementation when `newImplementation` has code but no `proxiableUUID` (the
    /// call to it reverts). An address without code makes the upgrade revert without error data.
    /// @custom:reverts ERC1967NonPayable when you send a value with empty `data`.
    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable;
}
