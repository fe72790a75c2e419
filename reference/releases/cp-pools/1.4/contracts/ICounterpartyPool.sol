// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// ───────────────────────────── Types ─────────────────────────────

/// @notice The life-cycle status of a CP pool, as `status()` reports it.
/// @dev Funding → Active when a supply fills the target; Funding → Failed when the funding deadline passes short of
/// it; Active → Succeeded, MinAprNotMet or Defaulted through `settle`; MinAprNotMet → Succeeded (a top-up),
/// Liquidating or Closed (through `finalizeVote`); Defaulted or Liquidating → Closed through `liquidateCollateral`.
/// @custom:value Funding Open for deposits until the target is reached or the funding deadline passes; investors
/// can supply and withdraw their deposits.
/// @custom:value Failed The funding deadline passed short of the target (derived from time, no transaction);
/// investors take a refund, the owner withdraws the collateral and no fee is charged.
/// @custom:value Active The target was reached and paid to the owner less the platform fee; the owner repays until
/// the repayment deadline (maturity + grace period).
/// @custom:value Succeeded Repayments reached the amount owed; investors claim, the owner withdraws the collateral.
/// @custom:value MinAprNotMet The principal was repaid but not the minimum rewards; investors claim what was paid
/// and vote on liquidating the collateral, and the owner can still pay the shortfall.
/// @custom:value Defaulted Less than the principal was repaid by the repayment deadline; liquidators can buy the
/// collateral at once, without a vote.
/// @custom:value Liquidating Investors voted to liquidate; liquidators buy collateral until the shortfall is
/// covered or the collateral runs out.
/// @custom:value Closed Final: the shortfall was covered, the collateral ran out or the vote failed; investors
/// claim what is left and the owner withdraws any remaining collateral.
enum PoolStatus {
    Funding,
    Failed,
    Active,
    Succeeded,
    MinAprNotMet,
    Defaulted,
    Liquidating,
    Closed
}

/// @notice The fixed terms of a CP pool: what the owner asked for and the platform settings copied at creation.
/// @param owner The owner (the counterparty): created the pool, receives the funds and repays them.
/// @param stablecoin Token investors supply and the owner repays in (USDC for Northwind).
/// @param collateralToken Token the owner locked as collateral (AUR for Northwind).
/// @param collateralAmount Collateral locked at creation, in base units (Northwind: `10000000000000000000` =
/// 10 AUR).
/// @param targetAmount Principal to raise, in base units of the stablecoin (Northwind: `7000000000` = 7,000 USDC).
/// @param minimumAprBps Minimum APR the owner promises on the principal, in basis points (Northwind: 3000 = 30 %).
/// @param fundingDeadline End of the funding window, in Unix seconds (creation time + funding period).
/// @param term Time from activation to maturity, in seconds (Northwind: 2,628,000 = one month).
/// @param gracePeriod Time after maturity during which the owner can still repay, in seconds (604,800 = 7 days).
/// @param votingPeriod Length of the liquidation vote, in seconds (432,000 = 5 days).
/// @param quorumBps Turnout a vote needs, in basis points of the principal (3000 = 30 %).
/// @param liquidationDiscountBps Discount on the oracle price at which liquidators buy collateral, in basis points
/// (500 = 5 %).
/// @param platformFeeBps Fee taken from the principal at activation and sent to the treasury, in basis points
/// (100 = 1 %).
/// @param priceFeed Chainlink-style feed that prices the collateral token in the stablecoin (8 decimals).
struct PoolTerms {
    address owner;
    address stablecoin;
    address collateralToken;
    uint256 collateralAmount;
    uint256 targetAmount;
    uint16 minimumAprBps;
    uint64 fundingDeadline;
    uint64 term;
    uint64 gracePeriod;
    uint64 votingPeriod;
    uint16 quorumBps;
    uint16 liquidationDiscountBps;
    uint16 platformFeeBps;
    address priceFeed;
}

/// @notice What an owner (the counterparty) chooses when creating a CP pool.
/// @param stablecoin Token to raise; must be allowed by the platform (USDC for Northwind).
/// @param collateralToken Token to lock as collateral; must have a price feed (AUR for Northwind).
/// @param collateralAmount Collateral to lock, in base units (Northwind: `10000000000000000000` = 10 AUR).
/// @param targetAmount Principal to raise, in base units of the stablecoin (Northwind: `7000000000` = 7,000 USDC).
/// @param minimumAprBps Minimum APR you promise investors, in basis points (Northwind: 3000 = 30 %).
/// @param fundingPeriod Length of the funding window, in seconds (Northwind: 1,209,600 = 14 days).
/// @param term Time from activation to maturity, in seconds (Northwind: 2,628,000 = one month).
struct CreatePoolParams {
    address stablecoin;
    address collateralToken;
    uint256 collateralAmount;
    uint256 targetAmount;
    uint16 minimumAprBps;
    uint64 fundingPeriod;
    uint64 term;
}

/// @notice The platform settings that new CP pools take on.
/// @param platformFeeBps Fee on the principal, taken at activation, in basis points (100 = 1 %).
/// @param gracePeriod Time after maturity during which the owner can still repay, in seconds (604,800 = 7 days).
/// @param votingPeriod Length of a liquidation vote, in seconds (432,000 = 5 days).
/// @param quorumBps Turnout a vote needs, in basis points of the principal (3000 = 30 %).
/// @param liquidationDiscountBps Discount on the oracle price for liquidators, in basis points (500 = 5 %).
/// @param treasury Account that receives the platform fee; a pool reads it from the factory when it activates.
/// @param minFundingPeriod Shortest funding period allowed, in seconds (86,400 = 1 day).
/// @param maxFundingPeriod Longest funding period allowed, in seconds (2,592,000 = 30 days).
/// @param minTerm Shortest term allowed, in seconds (604,800 = 7 days).
/// @param maxTerm Longest term allowed, in seconds (63,072,000 = 730 days).
struct PlatformSettings {
    uint16 platformFeeBps;
    uint64 gracePeriod;
    uint64 votingPeriod;
    uint16 quorumBps;
    uint16 liquidationDiscountBps;
    address treasury;
    uint64 minFundingPeriod;
    uint64 maxFundingPeriod;
    uint64 minTerm;
    uint64 maxTerm;
}

/// @title ICounterpartyPool — the counterparty pool contract of Assetra CP Pools
/// @notice A CP pool raises a fixed amount of stablecoin from investors for one owner (the counterparty), who locks
/// collateral and promises to repay the principal plus at least a minimum APR at maturity. If the owner pays less,
/// the collateral is sold to liquidators at a discount and the proceeds are shared among the investors.
/// @dev One contract per CP pool, deployed by the CP pool factory, which also holds the roles. Units: token amounts in
/// the token's base units, percentages in basis points (10000 = 100 %), times in Unix seconds, durations in seconds, a
/// year is 365 days = 31,536,000 s. The fee, periods, quorum, liquidation discount and price feed in force at creation
/// are copied into `terms()` and never change for the pool; the treasury is read from the factory when the pool
/// activates. Everything an investor receives is pro rata to their principal: `claimable` = `suppliedOf` ×
/// (`totalRepaid` + `liquidationProceeds`) / `totalSupplied` − `claimed`, rounded down.
/// @custom:security-contact security@assetra.dev
interface ICounterpartyPool {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when an investor supplies stablecoin while the pool is funding.
    /// @param investor The investor.
    /// @param amount Stablecoin supplied, in base units.
    /// @param totalSupplied Total raised after this supply, in base units.
    event Supplied(address indexed investor, uint256 amount, uint256 totalSupplied);

    /// @notice Emitted when the supply that fills the target activates the pool (Funding → Active).
    /// @dev This is the only event for that transition; no `StatusChanged` is emitted for it.
    /// @param activatedAt Activation time, in Unix seconds.
    /// @param maturity `activatedAt` + term, in Unix seconds.
    /// @param ownerAmount Stablecoin sent to the owner: target − platform fee (Northwind: 6,930 USDC).
    /// @param platformFee Stablecoin sent to the treasury (Northwind: 70 USDC).
    event PoolActivated(uint64 activatedAt, uint64 maturity, uint256 ownerAmount, uint256 platformFee);

    /// @notice Emitted when an investor takes back part of a deposit while the pool is funding.
    /// @param investor The investor.
    /// @param amount Stablecoin returned, in base units.
    event DepositWithdrawn(address indexed investor, uint256 amount);

    /// @notice Emitted when an investor of a failed pool takes a refund.
    /// @param investor The investor.
    /// @param amount Stablecoin refunded, in base units.
    event Refunded(address indexed investor, uint256 amount);

    /// @notice Emitted when stablecoin is repaid to the pool.
    /// @param payer Account that paid, normally the owner.
    /// @param amount Stablecoin paid, in base units.
    /// @param totalRepaid Total repaid after this payment, in base units.
    event Repaid(address indexed payer, uint256 amount, uint256 totalRepaid);

    /// @notice Emitted when `settle` sets the outcome of an active pool.
    /// @param outcome Succeeded, MinAprNotMet or Defaulted.
    /// @param totalRepaid Total repaid at settlement, in base units of the stablecoin.
    /// @param shortfall Amount owed − total repaid, or 0, in base units of the stablecoin.
    event Settled(PoolStatus outcome, uint256 totalRepaid, uint256 shortfall);

    /// @notice Emitted on every status change made by a transaction after activation.
    /// @dev Funding → Failed happens by time alone and emits nothing; Funding → Active emits `PoolActivated`.
    /// @param from Status before the change.
    /// @param to Status after the change.
    event StatusChanged(PoolStatus from, PoolStatus to);

    /// @notice Emitted when an investor votes on liquidating the collateral.
    /// @param investor The investor.
    /// @param liquidate True for liquidation, false against.
    /// @param weight Voting weight: the investor's principal, in base units of the stablecoin.
    event VoteCast(address indexed investor, bool liquidate, uint256 weight);

    /// @notice Emitted when `finalizeVote` closes the vote.
    /// @param passed True when turnout reached the quorum and votes for outweighed votes against.
    /// @param votesFor Total weight for liquidation, in base units of the stablecoin.
    /// @param votesAgainst Total weight against, in base units of the stablecoin.
    event VoteFinalized(bool passed, uint256 votesFor, uint256 votesAgainst);

    /// @notice Emitted when a liquidator buys collateral from the pool.
    /// @param liquidator The liquidator.
    /// @param collateralAmount Collateral bought, in base units of the collateral token.
    /// @param stablecoinPaid Stablecoin paid for it, in base units; shared among the investors.
    event CollateralLiquidated(address indexed liquidator, uint256 collateralAmount, uint256 stablecoinPaid);

    /// @notice Emitted when an investor claims repayments and liquidation proceeds.
    /// @param investor The investor.
    /// @param amount Stablecoin claimed, in base units.
    event Claimed(address indexed investor, uint256 amount);

    /// @notice Emitted when the owner withdraws the remaining collateral.
    /// @param owner The owner.
    /// @param amount Collateral released, in base units of the collateral token.
    event CollateralReleased(address indexed owner, uint256 amount);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An amount is 0.
    error ZeroAmount();

    /// @notice The function is not available in the pool's current status.
    /// @param current The pool's status at the time of the call.
    error InvalidStatus(PoolStatus current);

    /// @notice The supply would raise more than the target.
    /// @param remaining What is still needed to reach the target, in base units of the stablecoin.
    error ExceedsTarget(uint256 remaining);

    /// @notice The withdrawal is larger than your deposit.
    /// @param requested Amount requested, in base units of the stablecoin.
    /// @param available Your deposit (`suppliedOf`), in base units of the stablecoin.
    error InsufficientDeposit(uint256 requested, uint256 available);

    /// @notice There is nothing for you to claim, refund or withdraw.
    error NothingToClaim();

    /// @notice The pool cannot be settled yet.
    /// @param dueAt When settlement becomes possible, in Unix seconds: the maturity, or the repayment deadline when
    /// less than the amount owed has been repaid.
    error SettlementNotDue(uint64 dueAt);

    /// @notice The voting period has ended.
    error VotingClosed();

    /// @notice The vote cannot be finalised while it is still open.
    /// @param endsAt When the voting period ends, in Unix seconds.
    error VotingOpen(uint64 endsAt);

    /// @notice You have already voted in this pool.
    error AlreadyVoted();

    /// @notice You have no voting power: you supplied nothing to this pool.
    error NoVotingPower();

    /// @notice Only the pool's owner may call this function.
    error NotOwner();

    /// @notice The collateral price feed's latest answer is too old to trade on.
    /// @param updatedAt When the feed was last updated, in Unix seconds.
    error StalePrice(uint256 updatedAt);

    /// @notice The caller lacks the role, on the CP pool factory, that the function requires.
    /// @param account The caller.
    /// @param neededRole The role required.
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    // ───────────────────────────── Funding ─────────────────────────────

    /// @notice Supplies `amount` of the pool's stablecoin from your wallet while the pool is funding; the supply that
    /// reaches the target activates the pool.
    /// @dev Approve the pool for `amount` first. On activation, in the same transaction, the treasury receives
    /// target × `platformFeeBps` / 10000 (Northwind: 70 USDC), the owner receives the rest (6,930 USDC) but owes the
    /// full target plus rewards, and maturity is set to now + term. To fill the pool, supply exactly
    /// `targetAmount − totalSupplied()`.
    /// @param amount Stablecoin to supply, in base units (Lena's 70 USDC = `70000000`).
    /// @custom:access Anyone; the caller becomes an investor.
    /// @custom:emits Supplied, PoolActivated
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts InvalidStatus when the pool is not Funding, for example because the funding deadline has passed.
    /// @custom:reverts ExceedsTarget when `amount` is more than `targetAmount − totalSupplied()`.
    function supply(uint256 amount) external;

    /// @notice Takes back `amount` of your deposit while the pool is still funding.
    /// @param amount Stablecoin to take back, in base units.
    /// @custom:access An investor, while the pool is Funding.
    /// @custom:emits DepositWithdrawn
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts InvalidStatus when the pool is not Funding.
    /// @custom:reverts InsufficientDeposit when `amount` exceeds your `suppliedOf`.
    function withdrawDeposit(uint256 amount) external;

    /// @notice Returns your whole deposit after the pool failed to reach its target.
    /// @dev No platform fee is charged on a failed pool: Lena gets back all 70 USDC.
    /// @return amount Stablecoin refunded to you, in base units.
    /// @custom:access An investor, when the pool is Failed.
    /// @custom:emits Refunded
    /// @custom:reverts InvalidStatus when the pool is not Failed.
    /// @custom:reverts NothingToClaim if you supplied nothing or have already taken your refund.
    function refund() external returns (uint256 amount);

    // ───────────────────────────── Repayment and settlement ─────────────────────────────

    /// @notice Pays `amount` of stablecoin from your wallet towards what the owner owes the investors.
    /// @dev Normally the owner calls it. Accepted while Active until the repayment deadline, and while MinAprNotMet
    /// until the voting deadline: a payment that brings `totalRepaid()` up to `amountOwed()` then makes the pool
    /// Succeeded and ends the vote. Paying more than owed is allowed and goes to the investors (Northwind: 7,210 USDC
    /// repaid against 7,175 owed is a 36 % effective APR). Approve the pool first.
    /// @param amount Stablecoin to pay, in base units (Northwind's top-up of 57 USDC = `57000000`).
    /// @custom:access Anyone (normally the owner).
    /// @custom:emits Repaid, StatusChanged
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts InvalidStatus when the pool is neither Active before its repayment deadline nor MinAprNotMet
    /// with the vote open.
    function repay(uint256 amount) external;

    /// @notice Settles an active pool once settlement is due, setting its outcome from what has been repaid.
    /// @dev Due at maturity when `totalRepaid()` ≥ `amountOwed()`, otherwise at the repayment deadline (maturity +
    /// grace period). Outcome: Succeeded when repaid ≥ amount owed; MinAprNotMet when repaid ≥ the principal, which
    /// opens a vote until now + voting period; Defaulted otherwise, open to liquidators at once.
    /// @return outcome The new status: Succeeded, MinAprNotMet or Defaulted.
    /// @custom:access Anyone.
    /// @custom:emits Settled, StatusChanged
    /// @custom:reverts InvalidStatus when the pool is not Active.
    /// @custom:reverts SettlementNotDue when maturity has not been reached, or when less than the amount owed has been
    /// repaid and the repayment deadline has not passed.
    function settle() external returns (PoolStatus outcome);

    // ───────────────────────────── Vote ─────────────────────────────

    /// @notice Casts your vote on whether to liquidate the collateral after the minimum APR was not met.
    /// @dev Your weight is your principal (`suppliedOf`); you vote once and cannot change your vote. Lena votes with
    /// 70 USDC of weight.
    /// @param liquidate True to vote for liquidating the collateral, false to vote against.
    /// @custom:access An investor with voting power, while the vote is open.
    /// @custom:emits VoteCast
    /// @custom:reverts InvalidStatus when the pool is not MinAprNotMet.
    /// @custom:reverts VotingClosed when the voting deadline has passed.
    /// @custom:reverts AlreadyVoted when you have already voted.
    /// @custom:reverts NoVotingPower when you supplied nothing to this pool.
    function castVote(bool liquidate) external;

    /// @notice Closes the vote after the voting period and applies its result.
    /// @dev Passes when turnout (`votesFor` + `votesAgainst`) is at least `quorumBps` of `totalSupplied()` and votes
    /// for exceed votes against: the pool becomes Liquidating. Otherwise it becomes Closed, the owner can withdraw the
    /// collateral and investors keep what was repaid. Northwind: 4,200 of 7,000 USDC voted (60 % ≥ 30 %), 3,500 for
    /// and 700 against, so the vote passes.
    /// @return passed True when the vote passed and the pool is now Liquidating.
    /// @custom:access Anyone.
    /// @custom:emits VoteFinalized, StatusChanged
    /// @custom:reverts InvalidStatus when the pool is not MinAprNotMet.
    /// @custom:reverts VotingOpen when the voting deadline has not passed yet.
    function finalizeVote() external returns (bool passed);

    // ───────────────────────────── Liquidation ─────────────────────────────

    /// @notice Buys up to `collateralAmount` of the pool's collateral at the oracle price less the liquidation
    /// discount; your stablecoin goes to the investors.
    /// @dev Price = oracle price × (10000 − `liquidationDiscountBps`) / 10000 (AUR at 100.00 USDC sells at 95.00). You
    /// never pay more than the remaining `shortfall()` nor receive more than `collateralRemaining()`; when a cap
    /// applies, the other amount is reduced to match (payment rounds up, collateral down). The pool becomes Closed
    /// when the shortfall is covered or the collateral runs out. Approve the pool for the stablecoin first. The
    /// collateral token's own rules apply to the transfer to you: while it is paused, or the pool or you are blocked
    /// on it, the call reverts with the token's error (`EnforcedPause` or `BlockedAccount` for AUR).
    /// @param collateralAmount Most collateral you want to buy, in base units (0.6 AUR = `600000000000000000`, for
    /// which Keel pays 57 USDC).
    /// @return stablecoinPaid Stablecoin you paid, in base units; added to `liquidationProceeds()`.
    /// @custom:access LIQUIDATOR_ROLE on the CP pool factory.
    /// @custom:emits CollateralLiquidated, StatusChanged
    /// @custom:reverts InvalidStatus when the pool is neither Defaulted nor Liquidating.
    /// @custom:reverts ZeroAmount when `collateralAmount` is 0.
    /// @custom:reverts StalePrice when the collateral price feed has not updated in the last 86,400 s (one day).
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `LIQUIDATOR_ROLE` on the CP pool factory.
    function liquidateCollateral(uint256 collateralAmount) external returns (uint256 stablecoinPaid);

    // ───────────────────────────── Claims ─────────────────────────────

    /// @notice Sends you your share of everything repaid and raised from liquidations that you have not claimed yet.
    /// @dev Pays `claimable(msg.sender)`: `suppliedOf` × (`totalRepaid` + `liquidationProceeds`) / `totalSupplied` −
    /// `claimed`, rounded down. Claim as often as more arrives: in the Northwind minimum-APR case Lena claims 71.18
    /// USDC after settlement and 0.57 more after the liquidation.
    /// @return amount Stablecoin sent to you, in base units.
    /// @custom:access An investor, when the pool is Succeeded, MinAprNotMet, Defaulted, Liquidating or Closed.
    /// @custom:emits Claimed
    /// @custom:reverts InvalidStatus when the pool is Funding, Failed or Active.
    /// @custom:reverts NothingToClaim when `claimable(msg.sender)` is 0.
    function claim() external returns (uint256 amount);

    /// @notice Returns the remaining collateral to the owner.
    /// @dev Sends all of `collateralRemaining()`: Northwind's 10 AUR after success or failure, 9.4 AUR after the
    /// minimum-APR liquidation. The collateral token's own rules apply to the transfer: while it is paused, or the
    /// pool or the owner is blocked on it, the call reverts with the token's error and the collateral stays.
    /// @return amount Collateral sent to the owner, in base units of the collateral token.
    /// @custom:access The pool's owner, when the pool is Failed, Succeeded or Closed.
    /// @custom:emits CollateralReleased
    /// @custom:reverts InvalidStatus when the pool is not Failed, Succeeded or Closed.
    /// @custom:reverts NotOwner when you are not the pool's owner.
    /// @custom:reverts NothingToClaim when no collateral remains, because it was withdrawn or sold.
    function withdrawCollateral() external returns (uint256 amount);

    // ───────────────────────────── Views ─────────────────────────────

    /// @notice The pool's fixed terms.
    /// @return poolTerms Owner, tokens, collateral, target, minimum APR, deadlines and the copied platform settings.
    /// @custom:access Anyone.
    function terms() external view returns (PoolTerms memory poolTerms);

    /// @notice The pool's status now.
    /// @dev Derived from time where needed: a Funding pool whose funding deadline has passed short of the target is
    /// reported as Failed, with no transaction.
    /// @return current The current status.
    /// @custom:access Anyone.
    function status() external view returns (PoolStatus current);

    /// @notice The principal raised so far; equal to the target once the pool is Active.
    /// @return amount Total supplied, in base units of the stablecoin (Northwind: `7000000000`).
    /// @custom:access Anyone.
    function totalSupplied() external view returns (uint256 amount);

    /// @notice An investor's principal.
    /// @param investor The investor.
    /// @return amount Stablecoin supplied, net of withdrawn deposits, in base units (Lena: `70000000`).
    /// @custom:access Anyone.
    function suppliedOf(address investor) external view returns (uint256 amount);

    /// @notice An investor's voting weight in the liquidation vote.
    /// @param investor The investor.
    /// @return power `suppliedOf(investor)` while the vote is open, otherwise 0.
    /// @custom:access Anyone.
    function votingPowerOf(address investor) external view returns (uint256 power);

    /// @notice When the pool was activated.
    /// @return timestamp Activation time in Unix seconds; 0 until the pool is Active.
    /// @custom:access Anyone.
    function activatedAt() external view returns (uint64 timestamp);

    /// @notice When the loan matures: `activatedAt()` + term.
    /// @return timestamp Maturity in Unix seconds; 0 until the pool is Active.
    /// @custom:access Anyone.
    function maturity() external view returns (uint64 timestamp);

    /// @notice The last moment the owner can repay before settlement: `maturity()` + grace period.
    /// @return timestamp Repayment deadline in Unix seconds; 0 until the pool is Active.
    /// @custom:access Anyone.
    function repaymentDeadline() external view returns (uint64 timestamp);

    /// @notice When the liquidation vote ends: settlement time + voting period.
    /// @return timestamp Voting deadline in Unix seconds; 0 unless a vote was opened.
    /// @custom:access Anyone.
    function votingDeadline() external view returns (uint64 timestamp);

    /// @notice Everything repaid to the pool so far.
    /// @return amount Total repaid, in base units of the stablecoin.
    /// @custom:access Anyone.
    function totalRepaid() external view returns (uint256 amount);

    /// @notice The rewards the owner promised at the minimum APR.
    /// @dev Target × `minimumAprBps` × term / (10000 × 31,536,000), rounded up. Northwind: 7,000 × 0.30 ×
    /// 2,628,000 / 31,536,000 = 175 USDC.
    /// @return amount Minimum rewards, in base units of the stablecoin (Northwind: `175000000`).
    /// @custom:access Anyone.
    function minimumRewards() external view returns (uint256 amount);

    /// @notice What the owner must repay to meet the minimum APR: the target plus `minimumRewards()`.
    /// @return amount Amount owed, in base units of the stablecoin (Northwind: `7175000000` = 7,175 USDC).
    /// @custom:access Anyone.
    function amountOwed() external view returns (uint256 amount);

    /// @notice What is still missing from the amount owed after repayments and liquidation proceeds.
    /// @dev `amountOwed − totalRepaid − liquidationProceeds`, or 0 when that would be negative. Northwind: 57 USDC
    /// when 7,118 was repaid; 2,175 USDC in the default case.
    /// @return amount Shortfall, in base units of the stablecoin.
    /// @custom:access Anyone.
    function shortfall() external view returns (uint256 amount);

    /// @notice The stablecoin liquidators have paid for collateral.
    /// @return amount Total liquidation proceeds, in base units of the stablecoin.
    /// @custom:access Anyone.
    function liquidationProceeds() external view returns (uint256 amount);

    /// @notice What an investor can claim now.
    /// @dev `suppliedOf` × (`totalRepaid` + `liquidationProceeds`) / `totalSupplied` − `claimed`, rounded down; 0
    /// while the pool is Funding, Failed or Active.
    /// @param investor The investor.
    /// @return amount Claimable stablecoin, in base units (Lena after a 7,210 USDC repayment: `72100000`).
    /// @custom:access Anyone.
    function claimable(address investor) external view returns (uint256 amount);

    /// @notice What an investor has already claimed.
    /// @param investor The investor.
    /// @return amount Stablecoin claimed so far, in base units.
    /// @custom:access Anyone.
    function claimed(address investor) external view returns (uint256 amount);

    /// @notice The weight cast for liquidating the collateral.
    /// @return weight Total principal voting for, in base units of the stablecoin.
    /// @custom:access Anyone.
    function votesFor() external view returns (uint256 weight);

    /// @notice The weight cast against liquidating the collateral.
    /// @return weight Total principal voting against, in base units of the stablecoin.
    /// @custom:access Anyone.
    function votesAgainst() external view returns (uint256 weight);

    /// @notice Whether an investor has voted.
    /// @param investor The investor.
    /// @return voted True once the investor has cast a vote.
    /// @custom:access Anyone.
    function hasVoted(address investor) external view returns (bool voted);

    /// @notice The collateral still held by the pool.
    /// @return amount Collateral, in base units of the collateral token (Northwind: 10 AUR until any is sold).
    /// @custom:access Anyone.
    function collateralRemaining() external view returns (uint256 amount);

    /// @notice The CP pool factory that created this pool and holds its roles.
    /// @return poolFactory Address of the factory (Polygon Amoy: `0x33Ff8F822Bcc9435Dbc74333bA9ba67A9720E6C6`).
    /// @custom:access Anyone.
    function factory() external view returns (address poolFactory);
}

/// @title ICounterpartyPoolFactory — the CP pool factory
/// @notice Creates CP pools and holds what every CP pool on the network shares: platform settings, allowed
/// stablecoins, collateral price feeds and roles. There is one factory per network.
/// @dev Roles: `DEFAULT_ADMIN_ROLE` (the platform admin: settings, stablecoins, price feeds, roles),
/// `POOL_OWNER_ROLE` (approved counterparties, after KYB, may create pools) and `LIQUIDATOR_ROLE` (vetted market
/// makers that buy collateral in every pool). `createPool` copies the current settings and price feed into the new
/// pool's `PoolTerms`, so later changes apply only to pools created afterwards, except the treasury, which a pool reads
/// from the factory when it activates.
/// @custom:security-contact security@assetra.dev
interface ICounterpartyPoolFactory {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when a CP pool is created.
    /// @param pool Address of the new pool contract.
    /// @param owner The owner (the counterparty) who created it.
    /// @param stablecoin Token the pool raises.
    /// @param targetAmount Principal to raise, in base units of the stablecoin.
    /// @param minimumAprBps Minimum APR promised, in basis points.
    /// @param fundingDeadline End of the funding window, in Unix seconds.
    event PoolCreated(address indexed pool, address indexed owner, address stablecoin, uint256 targetAmount, uint16 minimumAprBps, uint64 fundingDeadline);

    /// @notice Emitted when the platform admin changes the platform settings.
    /// @param settings The new settings.
    event PlatformSettingsUpdated(PlatformSettings settings);

    /// @notice Emitted when a stablecoin is allowed or disallowed for new pools.
    /// @param token The stablecoin.
    /// @param allowed True when new pools may raise it.
    event StablecoinAllowed(address indexed token, bool allowed);

    /// @notice Emitted when the price feed of a collateral token is set or removed.
    /// @param token The collateral token.
    /// @param feed The new feed, or the zero address when removed.
    event PriceFeedSet(address indexed token, address feed);

    /// @notice Emitted when `account` is granted `role`.
    /// @param role The role granted.
    /// @param account Account that received the role.
    /// @param sender Account that granted it.
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when `account` loses `role`.
    /// @param role The role revoked.
    /// @param account Account that lost the role.
    /// @param sender Account that revoked it.
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An amount is 0.
    error ZeroAmount();

    /// @notice The stablecoin is not allowed for new pools.
    /// @param token The stablecoin.
    error StablecoinNotAllowed(address token);

    /// @notice The collateral token has no price feed.
    /// @param token The collateral token.
    error NoPriceFeed(address token);

    /// @notice The funding period is outside the platform's limits.
    /// @param fundingPeriod The funding period requested, in seconds.
    error FundingPeriodOutOfRange(uint64 fundingPeriod);

    /// @notice The term is outside the platform's limits.
    /// @param term The term requested, in seconds.
    error TermOutOfRange(uint64 term);

    /// @notice The caller lacks the role, on the CP pool factory, that the function requires.
    /// @param account The caller.
    /// @param neededRole The role required.
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    // ───────────────────────────── Pool creation ─────────────────────────────

    /// @notice Creates a CP pool with you as its owner (the counterparty) and locks your collateral in it.
    /// @dev Approve the factory (not the pool) for `collateralAmount` of the collateral token first: it pulls it with
    /// `transferFrom`. The pool's funding deadline is now + `fundingPeriod`; its terms copy the current platform
    /// settings and the collateral's price feed. The collateral token's own rules apply to that transfer: while it is
    /// paused, or you are blocked on it, the call reverts with the token's error.
    /// @param params The stablecoin, collateral, target, minimum APR, funding period and term.
    /// @return pool Address of the new pool contract.
    /// @custom:access POOL_OWNER_ROLE.
    /// @custom:emits PoolCreated
    /// @custom:reverts StablecoinNotAllowed when `params.stablecoin` is not an allowed stablecoin.
    /// @custom:reverts NoPriceFeed when `params.collateralToken` has no price feed.
    /// @custom:reverts FundingPeriodOutOfRange when `params.fundingPeriod` is below `minFundingPeriod` or above
    /// `maxFundingPeriod` (1 to 30 days).
    /// @custom:reverts TermOutOfRange when `params.term` is below `minTerm` or above `maxTerm` (7 to 730 days).
    /// @custom:reverts ZeroAmount when `params.collateralAmount` or `params.targetAmount` is 0.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `POOL_OWNER_ROLE`.
    function createPool(CreatePoolParams calldata params) external returns (address pool);

    // ───────────────────────────── Platform settings ─────────────────────────────

    /// @notice The platform settings new pools take on.
    /// @return settings Fee, grace and voting periods, quorum, liquidation discount, treasury and the limits on
    /// funding period and term.
    /// @custom:access Anyone.
    function platformSettings() external view returns (PlatformSettings memory settings);

    /// @notice Replaces the platform settings.
    /// @dev Existing pools keep the values copied into their terms; only the treasury is read from the factory, when a
    /// pool activates and pays its fee.
    /// @param settings The new settings.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits PlatformSettingsUpdated
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setPlatformSettings(PlatformSettings calldata settings) external;

    /// @notice Whether new pools may raise `token`.
    /// @param token The stablecoin.
    /// @return allowed True when the stablecoin is allowed.
    /// @custom:access Anyone.
    function isAllowedStablecoin(address token) external view returns (bool allowed);

    /// @notice Allows or disallows a stablecoin for new pools.
    /// @dev Existing pools keep their stablecoin.
    /// @param token The stablecoin.
    /// @param allowed True to allow it, false to disallow it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits StablecoinAllowed
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setAllowedStablecoin(address token, bool allowed) external;

    /// @notice The price feed for a collateral token.
    /// @param token The collateral token.
    /// @return feed Chainlink-style feed quoting `token` in the stablecoin with 8 decimals, or the zero address when
    /// there is none (AUR on Polygon Amoy: `0xCf1Fc55f4840bf5736ebF9767FE8A6Cf95A2dB0A`).
    /// @custom:access Anyone.
    function priceFeedOf(address token) external view returns (address feed);

    /// @notice Sets or removes the price feed for a collateral token.
    /// @dev Set `feed` to the zero address to stop new pools from using `token` as collateral. Existing pools keep the
    /// feed copied into their terms.
    /// @param token The collateral token.
    /// @param feed The feed, or the zero address to remove it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits PriceFeedSet
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setPriceFeed(address token, address feed) external;

    // ───────────────────────────── Pool registry ─────────────────────────────

    /// @notice Whether an address is a CP pool created by this factory.
    /// @param pool The address to check.
    /// @return created True when this factory created `pool`.
    /// @custom:access Anyone.
    function isPool(address pool) external view returns (bool created);

    /// @notice The number of CP pools this factory has created.
    /// @return count Number of pools.
    /// @custom:access Anyone.
    function poolCount() external view returns (uint256 count);

    /// @notice The pool at `index`, in order of creation.
    /// @dev Reverts with a panic when `index` ≥ `poolCount()`.
    /// @param index Zero-based position, below `poolCount()`.
    /// @return pool Address of the pool.
    /// @custom:access Anyone.
    function poolAt(uint256 index) external view returns (address pool);

    // ───────────────────────────── Roles ─────────────────────────────

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `POOL_OWNER_ROLE()`, `LIQUIDATOR_ROLE()` or `0x00…00` for
    /// `DEFAULT_ADMIN_ROLE`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice Grants `role` to `account`, for example `POOL_OWNER_ROLE` to a counterparty after KYB.
    /// @dev Emits `RoleGranted` only if `account` did not already hold the role.
    /// @param role The role to grant.
    /// @param account Account that receives the role.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleGranted
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function grantRole(bytes32 role, address account) external;

    /// @notice Revokes `role` from `account`.
    /// @dev Emits `RoleRevoked` only if `account` held the role. Revoking `LIQUIDATOR_ROLE` takes effect in every pool
    /// at once; revoking `POOL_OWNER_ROLE` only stops new pools, and existing pools keep their owner.
    /// @param role The role to revoke.
    /// @param account Account that loses the role.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function revokeRole(bytes32 role, address account) external;

    /// @notice The identifier of the role that may create pools.
    /// @return role `keccak256("POOL_OWNER_ROLE")` = `0x57fb4701681996bdf9ac78a0133406a0aa8851b40c71f21107d308215dfc2fec`.
    /// @custom:access Anyone.
    function POOL_OWNER_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the role that may buy collateral in every pool.
    /// @return role `keccak256("LIQUIDATOR_ROLE")` = `0x5e17fc5225d4a099df75359ce1f405503ca79498a8dc46a7d583235a0ee45c16`.
    /// @custom:access Anyone.
    function LIQUIDATOR_ROLE() external view returns (bytes32 role);
}
