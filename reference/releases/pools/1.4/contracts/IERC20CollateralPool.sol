// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// ───────────────────────────── Structs ─────────────────────────────

/// @notice The risk parameters of a pool: how much you can borrow, when and how positions are liquidated, and
/// the caps on supply and borrowing.
/// @dev Valid when 0 < `maxLtvBps` < `liquidationThresholdBps` ≤ 9500, `liquidationThresholdBps` ×
/// (10000 + `liquidationBonusBps`) < 100,000,000, 0 < `closeFactorBps` ≤ 10000 and `reserveFactorBps` ≤ 5000.
/// The second rule keeps the bonus payable: with a 7,500 bps threshold and a 500 bps bonus the product is
/// 78,750,000, and a liquidation raises the health factor of any position still above 0.75 × 1.05 = 0.7875 (Ana's
/// 0.9375 becomes 1.0875).
/// @param maxLtvBps Maximum loan-to-value at which you can still borrow, in basis points (HSIF / USDC: 6000 = 60 %).
/// @param liquidationThresholdBps Share of the collateral value that counts towards the health factor, in basis
/// points (HSIF / USDC: 7500 = 75 %).
/// @param liquidationBonusBps Extra collateral a liquidator receives on top of the debt repaid, in basis points
/// (HSIF / USDC: 500 = 5 %).
/// @param closeFactorBps Largest share of a borrower's debt one liquidation may repay, in basis points
/// (HSIF / USDC: 5000 = 50 %).
/// @param reserveFactorBps Share of the borrowers' interest kept as reserves instead of paid to lenders, in basis
/// points (HSIF / USDC: 1000 = 10 %).
/// @param supplyCap Maximum `totalSupplied()`, in base units of the loan token; 0 means no cap
/// (HSIF / USDC: `5000000000000` = 5,000,000 USDC).
/// @param borrowCap Maximum `totalBorrowed()`, in base units of the loan token; 0 means no cap
/// (HSIF / USDC: `4000000000000` = 4,000,000 USDC).
struct RiskParameters {
    uint16 maxLtvBps;
    uint16 liquidationThresholdBps;
    uint16 liquidationBonusBps;
    uint16 closeFactorBps;
    uint16 reserveFactorBps;
    uint256 supplyCap;
    uint256 borrowCap;
}

/// @notice The interest-rate model: a kinked line that sets the borrow APR from the pool's utilisation.
/// @dev With utilisation u in basis points: borrow APR = base + slope1 × u / optimal while u ≤ optimal, else
/// base + slope1 + slope2 × (u − optimal) / (10000 − optimal). Valid when 0 < `optimalUtilizationBps` < 10000.
/// The Pools APIs also refuse a model whose `baseRateBps` + `slope1Bps` + `slope2Bps` is above 10000, so the borrow
/// APR stays within 10000 bps; the contract does not check that sum.
/// HSIF / USDC (0, 800, 8000, 6000) at 6000 bps utilisation gives 800 × 6000 / 8000 = 600 bps.
/// @param baseRateBps Borrow APR at zero utilisation, in basis points (HSIF / USDC: 0).
/// @param slope1Bps APR added between zero and optimal utilisation, in basis points (HSIF / USDC: 800).
/// @param optimalUtilizationBps Utilisation at which the steeper slope starts, in basis points (HSIF / USDC: 8000).
/// @param slope2Bps APR added between optimal and full utilisation, in basis points (HSIF / USDC: 6000).
struct InterestRateModel {
    uint16 baseRateBps;
    uint16 slope1Bps;
    uint16 optimalUtilizationBps;
    uint16 slope2Bps;
}

/// @title IERC20CollateralPool — the ERC-20 collateral pool contract of Assetra Pools
/// @notice One pool lends one loan token (for example USDC) against one collateral token (for example the tokenised
/// HSIF fund), priced by one Chainlink-style feed. Lenders supply the loan token and earn the supply APR; borrowers
/// deposit collateral, borrow up to the maximum LTV and are liquidated when their health factor falls below 1.0.
/// @dev Built on OpenZeppelin 5 `AccessControl`, `Pausable`, `ReentrancyGuard` and `SafeERC20`, behind a UUPS proxy
/// (ERC-1967): always call the proxy address. Units: token amounts in the token's base units, percentages in basis
/// points (10000 = 100 %), health factor and `borrowIndex` in WAD (1e18 = 1.0), times in Unix seconds, a year is
/// 365 days. Every call that changes a position, the pool's totals, its reserves or its parameters (`supply`,
/// `withdraw`, `depositCollateral`, `withdrawCollateral`, `borrow`, `repay`, `liquidate`, `setRiskParameters`,
/// `setInterestRateModel`, `setPriceFeed` and `withdrawReserves`) accrues interest first, emitting `InterestAccrued`;
/// pausing, roles and upgrades do not. While paused, `supply`, `withdraw`, `withdrawCollateral`, `borrow` and
/// `liquidate` revert with `EnforcedPause`; `depositCollateral` and `repay` stay open so that you can make a position
/// safer during a pause, unless the collateral or loan token itself is paused. Roles: `DEFAULT_ADMIN_ROLE` (`0x00…00`;
/// grants and revokes roles, upgrades), `POOL_ADMIN_ROLE` (risk parameters, rate model, price feed, reserves) and
/// `PAUSER_ROLE`.
/// @custom:security-contact security@assetra.dev
interface IERC20CollateralPool {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when loan tokens are supplied to the pool.
    /// @param caller Account that paid the loan tokens.
    /// @param onBehalfOf Account credited with the shares.
    /// @param amount Loan tokens supplied, in base units.
    /// @param shares Pool shares minted to `onBehalfOf`.
    event Supplied(address indexed caller, address indexed onBehalfOf, uint256 amount, uint256 shares);

    /// @notice Emitted when a lender withdraws loan tokens.
    /// @param account Lender whose shares were burned.
    /// @param to Account that received the loan tokens.
    /// @param amount Loan tokens withdrawn, in base units.
    /// @param shares Pool shares burned.
    event Withdrawn(address indexed account, address indexed to, uint256 amount, uint256 shares);

    /// @notice Emitted when collateral is deposited.
    /// @param caller Account that paid the collateral tokens.
    /// @param onBehalfOf Borrower whose position received the collateral.
    /// @param amount Collateral tokens deposited, in base units.
    event CollateralDeposited(address indexed caller, address indexed onBehalfOf, uint256 amount);

    /// @notice Emitted when a borrower withdraws collateral.
    /// @param account Borrower whose collateral decreased.
    /// @param to Account that received the collateral tokens.
    /// @param amount Collateral tokens withdrawn, in base units.
    event CollateralWithdrawn(address indexed account, address indexed to, uint256 amount);

    /// @notice Emitted when a borrower borrows loan tokens.
    /// @param account Borrower whose debt increased.
    /// @param to Account that received the loan tokens.
    /// @param amount Loan tokens borrowed, in base units.
    event Borrowed(address indexed account, address indexed to, uint256 amount);

    /// @notice Emitted when debt is repaid.
    /// @param payer Account that paid the loan tokens.
    /// @param borrower Borrower whose debt decreased.
    /// @param amount Debt repaid, in base units of the loan token.
    event Repaid(address indexed payer, address indexed borrower, uint256 amount);

    /// @notice Emitted when a liquidator repays part of an unhealthy position's debt and seizes collateral.
    /// @param liquidator Account that repaid the debt.
    /// @param borrower Borrower whose position was liquidated.
    /// @param repaidDebt Debt repaid, in base units of the loan token.
    /// @param seizedCollateral Collateral taken from the borrower, bonus included, in base units of the collateral
    /// token.
    /// @param collateralRecipient Account that received the seized collateral.
    event Liquidated(address indexed liquidator, address indexed borrower, uint256 repaidDebt, uint256 seizedCollateral, address collateralRecipient);

    /// @notice Emitted when interest is accrued.
    /// @param borrowIndex New borrow index, in WAD.
    /// @param interest Interest added to the borrowers' debt since the last accrual, in base units of the loan token.
    /// @param reserves Part of `interest` added to the reserves (interest × `reserveFactorBps` / 10000); the rest goes
    /// to lenders.
    event InterestAccrued(uint256 borrowIndex, uint256 interest, uint256 reserves);

    /// @notice Emitted when the pool admin changes the risk parameters.
    /// @param params The new risk parameters.
    event RiskParametersUpdated(RiskParameters params);

    /// @notice Emitted when the pool admin changes the interest-rate model.
    /// @param model The new interest-rate model.
    event InterestRateModelUpdated(InterestRateModel model);

    /// @notice Emitted when the pool admin changes the price feed or its maximum age.
    /// @param feed The new price feed.
    /// @param maxPriceAge The new maximum price age, in seconds.
    event PriceFeedUpdated(address indexed feed, uint32 maxPriceAge);

    /// @notice Emitted when the pool admin withdraws reserves.
    /// @param to Account that received the loan tokens.
    /// @param amount Reserves withdrawn, in base units of the loan token.
    event ReservesWithdrawn(address indexed to, uint256 amount);

    /// @notice Emitted when the pool is paused.
    /// @param account Pauser that paused the pool.
    event Paused(address account);

    /// @notice Emitted when the pool is unpaused.
    /// @param account Pauser that unpaused the pool.
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

    /// @notice An amount is 0 (or `type(uint256).max` resolved to 0).
    error ZeroAmount();

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice The pool is paused: the function is disabled while paused, or `pause` was called on a paused pool.
    error EnforcedPause();

    /// @notice The pool is not paused, so it cannot be unpaused.
    error ExpectedPause();

    /// @notice The supply would take `totalSupplied()` above the supply cap.
    /// @param cap The supply cap, in base units of the loan token.
    error SupplyCapExceeded(uint256 cap);

    /// @notice The borrow would take `totalBorrowed()` above the borrow cap.
    /// @param cap The borrow cap, in base units of the loan token.
    error BorrowCapExceeded(uint256 cap);

    /// @notice The pool does not hold enough unborrowed loan tokens.
    /// @param requested Amount requested, in base units of the loan token.
    /// @param available `availableLiquidity()` at the time of the call.
    error InsufficientLiquidity(uint256 requested, uint256 available);

    /// @notice The withdrawal is larger than your supply balance.
    /// @param requested Amount requested, in base units of the loan token.
    /// @param available Your `supplyBalanceOf` at the time of the call.
    error InsufficientSupplyBalance(uint256 requested, uint256 available);

    /// @notice The collateral withdrawal is larger than your deposited collateral.
    /// @param requested Amount requested, in base units of the collateral token.
    /// @param available Your `collateralOf` at the time of the call.
    error InsufficientCollateral(uint256 requested, uint256 available);

    /// @notice The reserve withdrawal is larger than the reserves, or than the loan tokens the pool holds.
    /// @param requested Amount requested, in base units of the loan token.
    /// @param available The smaller of `totalReserves()` and the pool's loan-token balance at the time of the call.
    error InsufficientReserves(uint256 requested, uint256 available);

    /// @notice The borrow would take your debt above the maximum LTV.
    /// @param debt Your debt after the borrow, in base units of the loan token.
    /// @param maxDebt Collateral value × `maxLtvBps` / 10000, in base units of the loan token.
    error LtvExceeded(uint256 debt, uint256 maxDebt);

    /// @notice The collateral withdrawal would leave your health factor below 1.0.
    /// @param healthFactor Health factor the position would have after the withdrawal, in WAD.
    error HealthFactorTooLow(uint256 healthFactor);

    /// @notice The account has no debt to repay.
    error NothingToRepay();

    /// @notice The position cannot be liquidated because its health factor is at least 1.0.
    /// @param healthFactor The position's current health factor, in WAD.
    error PositionHealthy(uint256 healthFactor);

    /// @notice A borrower cannot liquidate their own position.
    error SelfLiquidation();

    /// @notice The liquidation repays more than the close factor allows.
    /// @param repayAmount Amount you asked to repay, in base units of the loan token.
    /// @param maxRepay Borrower's debt × `closeFactorBps` / 10000, in base units of the loan token.
    error CloseFactorExceeded(uint256 repayAmount, uint256 maxRepay);

    /// @notice The price feed's latest answer is older than `maxPriceAge()`.
    /// @param updatedAt When the feed was last updated, in Unix seconds.
    /// @param maxPriceAge The maximum accepted age, in seconds.
    error StalePrice(uint256 updatedAt, uint32 maxPriceAge);

    /// @notice The price feed returned a zero or negative price.
    /// @param answer The answer the feed returned.
    error InvalidPrice(int256 answer);

    /// @notice The risk parameters break one of the rules on `RiskParameters`.
    error InvalidRiskParameters();

    /// @notice The interest-rate model breaks the contract's rule on `InterestRateModel` (0 < optimal utilisation < 10000).
    /// @dev The contract does not check `baseRateBps` + `slope1Bps` + `slope2Bps` ≤ 10000; the Pools APIs enforce it.
    error InvalidInterestRateModel();

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

    // ───────────────────────────── Lenders ─────────────────────────────

    /// @notice Supplies `amount` of the loan token from your wallet and credits the pool shares to `onBehalfOf`,
    /// who then earns the supply APR.
    /// @dev Approve the pool for `amount` first; it pulls the tokens with `transferFrom`. Accrues interest, then mints
    /// `amount × totalShares / totalSupplied` shares, rounded down.
    /// @param amount Loan tokens to supply, in base units (1,000 USDC = `1000000000` where USDC has 6 decimals).
    /// @param onBehalfOf Account credited with the shares; pass your own address to supply for yourself.
    /// @return shares Pool shares minted to `onBehalfOf`.
    /// @custom:access Anyone.
    /// @custom:emits InterestAccrued, Supplied
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `onBehalfOf` is the zero address.
    /// @custom:reverts EnforcedPause when the pool is paused.
    /// @custom:reverts SupplyCapExceeded when `totalSupplied() + amount` would exceed a non-zero supply cap.
    function supply(uint256 amount, address onBehalfOf) external returns (uint256 shares);

    /// @notice Withdraws `amount` of the loan token from your supply balance and sends it to `to`.
    /// @dev Pass `type(uint256).max` to withdraw your whole balance, interest included, and burn all your shares.
    /// Accrues interest, then burns `amount × totalShares / totalSupplied` shares, rounded up.
    /// @param amount Loan tokens to withdraw, in base units, or `type(uint256).max` for everything.
    /// @param to Account that receives the loan tokens.
    /// @return shares Pool shares burned from your balance.
    /// @custom:access The supplier (acts on the caller's own shares).
    /// @custom:emits InterestAccrued, Withdrawn
    /// @custom:reverts ZeroAmount when `amount` is 0, or is `type(uint256).max` and your balance is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts EnforcedPause when the pool is paused.
    /// @custom:reverts InsufficientSupplyBalance when `amount` exceeds your `supplyBalanceOf`.
    /// @custom:reverts InsufficientLiquidity when `amount` exceeds `availableLiquidity()` because the rest is lent out.
    function withdraw(uint256 amount, address to) external returns (uint256 shares);

    // ───────────────────────────── Borrowers ─────────────────────────────

    /// @notice Deposits `amount` of the collateral token from your wallet into the position of `onBehalfOf`.
    /// @dev Accrues interest first. Approve the pool for `amount` first. Stays open while the pool is paused, unless
    /// the collateral token itself is paused, so that you can raise a health factor during a pool pause. Ana's 500 HSIF
    /// at 20.00 USDC count as 10,000 USDC of collateral value.
    /// @param amount Collateral tokens to deposit, in base units (500 HSIF = `500000000000000000000`).
    /// @param onBehalfOf Borrower whose position receives the collateral; pass your own address for yourself.
    /// @custom:access Anyone, also while paused.
    /// @custom:emits InterestAccrued, CollateralDeposited
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `onBehalfOf` is the zero address.
    function depositCollateral(uint256 amount, address onBehalfOf) external;

    /// @notice Withdraws `amount` of your collateral and sends it to `to`, as long as your position stays healthy.
    /// @dev Accrues interest, then requires a health factor of at least 1.0 (1e18) after the withdrawal when you have
    /// debt. The health factor uses the liquidation threshold, not the maximum LTV.
    /// @param amount Collateral tokens to withdraw, in base units.
    /// @param to Account that receives the collateral tokens.
    /// @custom:access The borrower (acts on the caller's own position).
    /// @custom:emits InterestAccrued, CollateralWithdrawn
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts EnforcedPause when the pool is paused.
    /// @custom:reverts InsufficientCollateral when `amount` exceeds your `collateralOf`.
    /// @custom:reverts HealthFactorTooLow when your health factor after the withdrawal would be below 1.0.
    /// @custom:reverts StalePrice when the price feed's latest update is older than `maxPriceAge()`.
    function withdrawCollateral(uint256 amount, address to) external;

    /// @notice Borrows `amount` of the loan token against your collateral and sends it to `to`.
    /// @dev Accrues interest, then requires your debt after the borrow to stay within collateral value ×
    /// `maxLtvBps` / 10000. Ana (10,000 USDC of collateral, 60 % max LTV, 5,100 USDC of debt) can borrow up to
    /// 900 USDC more; see `maxBorrow`.
    /// @param amount Loan tokens to borrow, in base units (900 USDC = `900000000` where USDC has 6 decimals).
    /// @param to Account that receives the loan tokens.
    /// @custom:access The borrower (acts on the caller's own position).
    /// @custom:emits InterestAccrued, Borrowed
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts EnforcedPause when the pool is paused.
    /// @custom:reverts LtvExceeded when your debt after the borrow would exceed collateral value × `maxLtvBps` / 10000.
    /// @custom:reverts InsufficientLiquidity when `amount` exceeds `availableLiquidity()`.
    /// @custom:reverts BorrowCapExceeded when `totalBorrowed() + amount` would exceed a non-zero borrow cap.
    /// @custom:reverts StalePrice when the price feed's latest update is older than `maxPriceAge()`.
    function borrow(uint256 amount, address to) external;

    /// @notice Repays up to `amount` of the debt of `onBehalfOf` with loan tokens from your wallet.
    /// @dev Accrues interest first. Pass `type(uint256).max` to repay the whole debt, interest included; an amount
    /// above the debt is capped at the debt, and the pool pulls only what it uses. Approve the pool first. Stays open
    /// while the pool is paused, unless the loan token itself is paused.
    /// @param amount Loan tokens to repay, in base units, or `type(uint256).max` for the whole debt.
    /// @param onBehalfOf Borrower whose debt decreases; pass your own address to repay your own loan.
    /// @return repaid Debt actually repaid, in base units of the loan token.
    /// @custom:access Anyone, also while paused.
    /// @custom:emits InterestAccrued, Repaid
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `onBehalfOf` is the zero address.
    /// @custom:reverts NothingToRepay when `onBehalfOf` has no debt.
    function repay(uint256 amount, address onBehalfOf) external returns (uint256 repaid);

    // ───────────────────────────── Liquidators ─────────────────────────────

    /// @notice Repays `repayAmount` of an unhealthy borrower's debt from your wallet and sends the matching collateral,
    /// plus the liquidation bonus, to `collateralRecipient`.
    /// @dev Accrues interest first. Seized collateral = `repayAmount` × (10000 + `liquidationBonusBps`) / 10000
    /// converted at the feed price (one division, after every multiplication), rounded down and capped at the
    /// borrower's collateral. At 12.75 USDC per HSIF,
    /// repaying 2,550 USDC of Ana's 5,100 USDC debt (the 50 % close factor) seizes 2,550 × 1.05 / 12.75 = 210 HSIF.
    /// When the cap applies, only the debt the collateral covers is repaid and pulled from you: collateral value ×
    /// 10000 / (10000 + `liquidationBonusBps`), rounded down; the rest of the debt stays with the pool as bad debt.
    /// Approve the pool for `repayAmount` of the loan token first. No role is needed, but a collateral token that
    /// checks receivers, such as the ERC-3643 token HSIF, must accept `collateralRecipient`: verified in its identity
    /// registry, not frozen and allowed by its compliance. Otherwise the collateral transfer reverts with the token's
    /// own error, such as `RecipientNotVerified(to)`, which `SafeERC20` passes on unchanged; add the token's errors to
    /// your ABI to decode it.
    /// @param borrower Borrower whose position you liquidate.
    /// @param repayAmount Debt to repay, in base units of the loan token; at most debt × `closeFactorBps` / 10000.
    /// @param collateralRecipient Account that receives the seized collateral; a permissioned collateral token must
    /// accept it.
    /// @return seizedCollateral Collateral sent to `collateralRecipient`, in base units of the collateral token.
    /// @custom:access Anyone except the borrower.
    /// @custom:emits InterestAccrued, Liquidated
    /// @custom:reverts ZeroAmount when `repayAmount` is 0.
    /// @custom:reverts ZeroAddress when `borrower` or `collateralRecipient` is the zero address.
    /// @custom:reverts EnforcedPause when the pool is paused.
    /// @custom:reverts SelfLiquidation when you are the borrower.
    /// @custom:reverts PositionHealthy when the borrower's health factor is 1.0 or more.
    /// @custom:reverts CloseFactorExceeded when `repayAmount` exceeds the borrower's debt × `closeFactorBps` / 10000.
    /// @custom:reverts StalePrice when the price feed's latest update is older than `maxPriceAge()`.
    function liquidate(address borrower, uint256 repayAmount, address collateralRecipient) external returns (uint256 seizedCollateral);

    /// @notice Brings the borrow index, debts, supply balances and reserves up to date with the current block.
    /// @dev New borrow index = index + index × `borrowAprBps` × Δt / (10000 × 31,536,000), one division after every
    /// multiplication, Δt being the seconds since the last accrual. The new interest raises `totalBorrowed()`; `reserveFactorBps` of it goes to reserves and the rest to
    /// lenders. Every call that changes a position, the totals, the reserves or the parameters does this first (the
    /// interface lists them), so you rarely need to call it yourself.
    /// @custom:access Anyone.
    /// @custom:emits InterestAccrued
    function accrueInterest() external;

    // ───────────────────────────── Pool configuration (views) ─────────────────────────────

    /// @notice The token lenders supply and borrowers borrow.
    /// @return token Address of the loan token (USDC on the HSIF / USDC pool).
    /// @custom:access Anyone.
    function loanToken() external view returns (address token);

    /// @notice The token borrowers deposit as collateral.
    /// @return token Address of the collateral token (HSIF on the HSIF / USDC pool).
    /// @custom:access Anyone.
    function collateralToken() external view returns (address token);

    /// @notice The Chainlink-style `AggregatorV3Interface` feed that prices the collateral token in the loan token.
    /// @return feed Address of the price feed.
    /// @custom:access Anyone.
    function priceFeed() external view returns (address feed);

    /// @notice How old the feed's latest price may be before `borrow`, `withdrawCollateral` and `liquidate` revert with
    /// `StalePrice`.
    /// @return maxAge Maximum age of the feed's latest answer, in seconds (HSIF / USDC: 86,400).
    /// @custom:access Anyone.
    function maxPriceAge() external view returns (uint32 maxAge);

    /// @notice The pool's current risk parameters.
    /// @return params Max LTV, liquidation threshold, bonus, close factor, reserve factor and caps.
    /// @custom:access Anyone.
    function riskParameters() external view returns (RiskParameters memory params);

    /// @notice The pool's current interest-rate model.
    /// @return model Base rate, slopes and optimal utilisation, in basis points.
    /// @custom:access Anyone.
    function interestRateModel() external view returns (InterestRateModel memory model);

    // ───────────────────────────── Pool state (views) ─────────────────────────────

    /// @notice Everything lenders are owed: supplied principal plus the interest credited to them.
    /// @dev Excludes reserves.
    /// @return amount Total supplied, in base units of the loan token (HSIF / USDC: `100000000000` = 100,000 USDC).
    /// @custom:access Anyone.
    function totalSupplied() external view returns (uint256 amount);

    /// @notice Everything borrowers owe, interest included.
    /// @return amount Total borrowed, in base units of the loan token (HSIF / USDC: `60000000000` = 60,000 USDC).
    /// @custom:access Anyone.
    function totalBorrowed() external view returns (uint256 amount);

    /// @notice Loan tokens in the pool that are neither lent out nor reserves: the most you can borrow or withdraw now.
    /// @dev Interest raises `totalBorrowed()` in full but `totalSupplied()` only by the lenders' share, so at or near
    /// full utilisation accrued interest can take `totalBorrowed()` above `totalSupplied()`. This view then returns 0,
    /// never less, until repayments or new supply bring `totalSupplied()` back to at least `totalBorrowed()`.
    /// @return amount `totalSupplied() − totalBorrowed()`, or 0 when `totalBorrowed()` is larger, in base units of the
    /// loan token (HSIF / USDC: 40,000 USDC).
    /// @custom:access Anyone.
    function availableLiquidity() external view returns (uint256 amount);

    /// @notice Interest kept by the pool for the treasury, which the pool admin can withdraw.
    /// @dev The pool's loan-token balance covers the reserves while `totalBorrowed()` is at most `totalSupplied()`.
    /// When accrued interest takes `totalBorrowed()` above `totalSupplied()`, part of the reserves is still owed by
    /// borrowers: `withdrawReserves` can take only what the pool holds, and the rest after repayments.
    /// @return amount Reserves, in base units of the loan token (HSIF / USDC: `120000000` = 120 USDC).
    /// @custom:access Anyone.
    function totalReserves() external view returns (uint256 amount);

    /// @notice The share of the supplied loan tokens that is lent out.
    /// @dev Capped at 10000 when accrued interest takes `totalBorrowed()` above `totalSupplied()`. `borrowAprBps()` and
    /// `supplyAprBps()` use the capped value, so the borrow APR never passes `baseRateBps + slope1Bps + slope2Bps`.
    /// @return utilization `totalBorrowed() × 10000 / totalSupplied()` in basis points, rounded down and at most 10000;
    /// 0 when nothing is supplied (example: 6000).
    /// @custom:access Anyone.
    function utilizationBps() external view returns (uint256 utilization);

    /// @notice The current borrow APR from the interest-rate model at the current utilisation.
    /// @return apr Borrow APR in basis points, rounded down (example: 600 at 6000 bps utilisation).
    /// @custom:access Anyone.
    function borrowAprBps() external view returns (uint256 apr);

    /// @notice The current supply APR lenders earn.
    /// @return apr Borrow APR × utilisation × (10000 − `reserveFactorBps`), scaled to basis points and rounded down
    /// (example: 600 × 0.60 × 0.90 = 324).
    /// @custom:access Anyone.
    function supplyAprBps() external view returns (uint256 apr);

    /// @notice The cumulative borrow index that converts scaled debt into debt.
    /// @return index Borrow index in WAD (1e18 at deployment, growing with accrued interest).
    /// @custom:access Anyone.
    function borrowIndex() external view returns (uint256 index);

    // ───────────────────────────── Positions (views) ─────────────────────────────

    /// @notice The pool shares an account holds as a lender.
    /// @param account The lender.
    /// @return shares Shares held (Omar: `24733727810650887573`).
    /// @custom:access Anyone.
    function sharesOf(address account) external view returns (uint256 shares);

    /// @notice What a lender could withdraw if liquidity allowed: shares converted at the current exchange rate.
    /// @dev `shares × totalSupplied / totalShares`, rounded down.
    /// @param account The lender.
    /// @return balance Supply balance in base units of the loan token (Omar: `25270000000` = 25,270 USDC).
    /// @custom:access Anyone.
    function supplyBalanceOf(address account) external view returns (uint256 balance);

    /// @notice The collateral a borrower has deposited.
    /// @param account The borrower.
    /// @return amount Collateral in base units of the collateral token (Ana: `500000000000000000000` = 500 HSIF).
    /// @custom:access Anyone.
    function collateralOf(address account) external view returns (uint256 amount);

    /// @notice A borrower's debt, interest included.
    /// @dev `scaledDebt × borrowIndex / 1e18`, rounded up.
    /// @param account The borrower.
    /// @return debt Debt in base units of the loan token (Ana: `5100000000` = 5,100 USDC).
    /// @custom:access Anyone.
    function debtOf(address account) external view returns (uint256 debt);

    /// @notice A borrower's health factor: below 1.0 the position can be liquidated.
    /// @dev Collateral value × `liquidationThresholdBps` × 1e18 / (10000 × debt), rounded down. Collateral value =
    /// collateral × price × 10^loanDecimals / 10^(priceDecimals + collateralDecimals), rounded down (each one division,
    /// after every multiplication). Ana:
    /// 10,000 × 0.75 / 5,100 = `1470588235294117647`.
    /// @param account The borrower.
    /// @return factor Health factor in WAD (1e18 = 1.0); `type(uint256).max` when the account has no debt.
    /// @custom:access Anyone.
    function healthFactor(address account) external view returns (uint256 factor);

    /// @notice How much more a borrower can borrow against their collateral.
    /// @dev Collateral value × `maxLtvBps` / 10000 − debt, or 0 when the debt is already at or above that. A borrow
    /// also needs `availableLiquidity()` and room under the borrow cap.
    /// @param account The borrower.
    /// @return amount Additional borrowing power in base units of the loan token (Ana: `900000000` = 900 USDC).
    /// @custom:access Anyone.
    function maxBorrow(address account) external view returns (uint256 amount);

    /// @notice Whether a borrower's position can be liquidated now.
    /// @param account The borrower.
    /// @return liquidatable True when the account has debt and its health factor is below 1.0 (1e18).
    /// @custom:access Anyone.
    function isLiquidatable(address account) external view returns (bool liquidatable);

    /// @notice The feed's latest price of one whole collateral token in the loan token.
    /// @dev Returned as read, without the staleness check that `borrow`, `withdrawCollateral` and `liquidate` apply;
    /// compare `updatedAt` with `maxPriceAge()` yourself. 20.00 USDC per HSIF is `2000000000` with 8 decimals.
    /// @return price Loan tokens per whole collateral token, scaled by 10^`decimals`.
    /// @return decimals Decimals of `price` (8 for the Assetra feeds).
    /// @return updatedAt When the feed last updated the price, in Unix seconds.
    /// @custom:access Anyone.
    function collateralPrice() external view returns (uint256 price, uint8 decimals, uint256 updatedAt);

    // ───────────────────────────── Roles and pause (views) ─────────────────────────────

    /// @notice Whether the pool is paused.
    /// @return isPaused True while `supply`, `withdraw`, `withdrawCollateral`, `borrow` and `liquidate` are disabled.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `POOL_ADMIN_ROLE()` or `0x00…00` for `DEFAULT_ADMIN_ROLE`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role`.
    /// @param role The role.
    /// @return adminRole The admin role; `DEFAULT_ADMIN_ROLE` (`0x00…00`) for every role of the pool.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice The identifier of the pool-admin role (risk parameters, rate model, price feed, reserves).
    /// @return role `keccak256("POOL_ADMIN_ROLE")` =
    /// `0x24e583e35a20f9ecfc1572e7cb66bcc18ad3cd1650ec40dbf6ad2290e553a9fa`.
    /// @custom:access Anyone.
    function POOL_ADMIN_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the pauser role (pause and unpause).
    /// @return role `keccak256("PAUSER_ROLE")` = `0x65d7a28e3265b37a6474929f336521b332c1681b933f6cb9f3376673440d862a`.
    /// @custom:access Anyone.
    function PAUSER_ROLE() external view returns (bytes32 role);

    // ───────────────────────────── Pool admin ─────────────────────────────

    /// @notice Replaces the pool's risk parameters.
    /// @dev Accrues interest first, so the old reserve factor applies up to this block. Lowering the threshold can
    /// make existing positions liquidatable at once; caps apply to new supply and borrows only.
    /// @param params The new risk parameters; see `RiskParameters` for the validity rules.
    /// @custom:access POOL_ADMIN_ROLE.
    /// @custom:emits InterestAccrued, RiskParametersUpdated
    /// @custom:reverts InvalidRiskParameters when `params` breaks one of the rules on `RiskParameters`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `POOL_ADMIN_ROLE`.
    function setRiskParameters(RiskParameters calldata params) external;

    /// @notice Replaces the interest-rate model.
    /// @dev Accrues interest first at the old rate, so the new model applies from this block on. The Pools APIs'
    /// builders also refuse a model whose `baseRateBps` + `slope1Bps` + `slope2Bps` is above 10000; the contract does
    /// not check that sum.
    /// @param model The new interest-rate model.
    /// @custom:access POOL_ADMIN_ROLE.
    /// @custom:emits InterestAccrued, InterestRateModelUpdated
    /// @custom:reverts InvalidInterestRateModel when `optimalUtilizationBps` is 0 or 10000 or more.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `POOL_ADMIN_ROLE`.
    function setInterestRateModel(InterestRateModel calldata model) external;

    /// @notice Switches the pool to a new price feed and maximum price age.
    /// @dev Accrues interest first. The feed must implement `AggregatorV3Interface` and quote the collateral token in
    /// the loan token; the pool reads its latest answer to check it, and checks neither the pair it quotes nor that
    /// answer's age.
    /// @param feed Address of the new price feed.
    /// @param maxPriceAge Oldest accepted answer, in seconds (HSIF / USDC: 86,400 = one day).
    /// @custom:access POOL_ADMIN_ROLE.
    /// @custom:emits InterestAccrued, PriceFeedUpdated
    /// @custom:reverts ZeroAddress when `feed` is the zero address.
    /// @custom:reverts InvalidPrice when the new feed's latest answer is zero or negative.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `POOL_ADMIN_ROLE`.
    function setPriceFeed(address feed, uint32 maxPriceAge) external;

    /// @notice Sends `amount` of the reserves to `to`, normally the treasury.
    /// @dev Accrues interest first, so the reserves include the interest up to this block. It can send at most the
    /// pool's loan-token balance: when accrued interest has taken `totalBorrowed()` above `totalSupplied()`, that balance
    /// is less than `totalReserves()`, and the rest of the reserves can be withdrawn only after repayments.
    /// @param amount Reserves to withdraw, in base units of the loan token.
    /// @param to Account that receives the loan tokens.
    /// @custom:access POOL_ADMIN_ROLE.
    /// @custom:emits InterestAccrued, ReservesWithdrawn
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts InsufficientReserves when `amount` exceeds `totalReserves()` or the pool's loan-token balance.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `POOL_ADMIN_ROLE`.
    function withdrawReserves(uint256 amount, address to) external;

    // ───────────────────────────── Pauser ─────────────────────────────

    /// @notice Pauses `supply`, `withdraw`, `withdrawCollateral`, `borrow` and `liquidate`.
    /// @dev `depositCollateral` and `repay` stay open unless a token itself is paused. Interest keeps accruing and prices
    /// keep moving, so positions can become liquidatable while paused and be liquidated as soon as the pool is unpaused.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Paused
    /// @custom:reverts EnforcedPause when the pool is already paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function pause() external;

    /// @notice Lifts the pause, so every function is available again.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Unpaused
    /// @custom:reverts ExpectedPause when the pool is not paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function unpause() external;

    // ───────────────────────────── Roles and upgrades ─────────────────────────────

    /// @notice Grants `role` to `account`.
    /// @dev Emits `RoleGranted` only if `account` did not already hold the role.
    /// @param role The role to grant, for example `PAUSER_ROLE()`.
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

    /// @notice Gives up `role` for your own account, for example when you rotate a pauser key, once the new holder
    /// has been granted the role.
    /// @dev If the last holder of `DEFAULT_ADMIN_ROLE` renounces it, nobody can grant roles or upgrade the pool again.
    /// @param role The role to give up.
    /// @param callerConfirmation Your own address, as a guard against renouncing by mistake.
    /// @custom:access The role holder.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlBadConfirmation when `callerConfirmation` is not your address.
    function renounceRole(bytes32 role, address callerConfirmation) external;

    /// @notice Upgrades the pool's proxy to `newImplementation` and optionally calls it with `data`.
    /// @dev UUPS (ERC-1967): the new implementation must be UUPS-compatible, and balances, positions and roles are
    /// kept. `data` is delegate-called on the new implementation; pass empty bytes for none. The APIs have no
    /// builder for it: upgrades are sent by the holder of `DEFAULT_ADMIN_ROLE` (a multisig), with a value of 0.
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
