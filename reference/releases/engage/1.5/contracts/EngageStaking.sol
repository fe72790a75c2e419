// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// ───────────────────────────── Types ─────────────────────────────

/// @notice Where a stake is in its life. Whether an active stake is still locked is not a status of its own: compare
/// `unlocksAt` with the block time.
/// @custom:value Active The principal is staked. Before `unlocksAt` it is locked (an `unstake` is an early unlock);
/// from `unlocksAt` on it is unlocked and can be unstaked, restaked or have its rewards claimed.
/// @custom:value Unstaked Final: the principal went back to the owner, with its rewards or, after an early unlock,
/// less the penalty and without rewards.
/// @custom:value Restaked Final: principal plus unclaimed rewards moved into a new stake, whose id the `Restaked`
/// event gives.
enum StakeStatus {
    Active,
    Unstaked,
    Restaked
}

/// @notice A staking plan: how long stakes are locked, what they earn and what leaving early costs.
/// @dev Valid when `aprBps` ≤ 10000, `earlyUnlockPenaltyBps` ≤ 5000 (and 0 when `lockPeriod` is 0),
/// `lockPeriod` ≤ 126,144,000 s (1,460 days) and `capacity` is 0 or at least `minStake`. A stake copies the plan's
/// lock, APR and penalty when it opens, so `updatePlan` never changes the terms of stakes already open. Kestrel's
/// plans: 1 "Flexible" (0 s, 400 bps, 0 bps), 2 "90 days" (7,776,000 s, 900 bps, 1,000 bps), 3 "180 days"
/// (15,552,000 s, 1,400 bps, 1,500 bps). Plan names live in the Engage API, not on chain.
/// @param id Plan id, counting from 1 in creation order.
/// @param lockPeriod How long each stake is locked, in seconds; 0 for a flexible plan (plan 2: 7,776,000 = 90 days).
/// @param aprBps Simple annual reward rate on the principal, in basis points (plan 2: 900 = 9 %).
/// @param earlyUnlockPenaltyBps Share of the principal kept when a stake is unstaked before `unlocksAt`, in basis
/// points (plan 2: 1000 = 10 %).
/// @param minStake Smallest amount one stake may open with, in KEST base units (Kestrel: `100000000000000000000` =
/// 100 KEST on every plan).
/// @param capacity Most principal the plan may hold at once, in KEST base units; 0 means no cap (plan 2:
/// `2000000000000000000000000` = 2,000,000 KEST).
/// @param totalStaked Principal of the plan's active stakes, in KEST base units.
/// @param active Whether new stakes and restakes into the plan are accepted; open stakes are not affected.
struct Plan {
    uint256 id;
    uint64 lockPeriod;
    uint16 aprBps;
    uint16 earlyUnlockPenaltyBps;
    uint256 minStake;
    uint256 capacity;
    uint256 totalStaked;
    bool active;
}

/// @notice One stake: an amount of KEST locked in one plan by one owner, with the plan's terms copied at opening.
/// @dev Rewards accrue per second from `startedAt` to `rewardEndsAt`: `amount × aprBps × (min(now, rewardEndsAt) −
/// startedAt) / (10000 × 31,536,000)`, rounded down, simple interest. `rewardEndsAt` is `unlocksAt` for a locked
/// plan and `startedAt` + 31,536,000 s (one year) for a flexible one. Ana's plan 2 stake 42 of 10,000 KEST opened at
/// 2026-10-01T00:00:00Z (1790812800) unlocks at 2026-12-30T00:00:00Z (1798588800) with a `maxReward` of
/// `221917808219178082191` (221.917808219178082191 KEST).
/// @param id Stake id, counting from 1 across all plans and owners.
/// @param owner Account that opened the stake and may unstake, claim and restake it.
/// @param planId Plan the stake belongs to.
/// @param amount Principal, in KEST base units (Ana: `10000000000000000000000` = 10,000 KEST).
/// @param startedAt When the stake opened, in Unix seconds.
/// @param unlocksAt When the lock ends, in Unix seconds: `startedAt + lockPeriod` (equal to `startedAt` on a
/// flexible plan).
/// @param rewardEndsAt When rewards stop accruing, in Unix seconds.
/// @param aprBps The plan's APR when the stake opened, in basis points.
/// @param earlyUnlockPenaltyBps The plan's early-unlock penalty when the stake opened, in basis points.
/// @param maxReward Reward the stake earns if it runs to `rewardEndsAt`, in KEST base units; reserved in the reward
/// pool when the stake opened.
/// @param rewardsPaid Rewards already paid out by `claimRewards`, in KEST base units.
/// @param status Active, Unstaked or Restaked.
struct Stake {
    uint256 id;
    address owner;
    uint256 planId;
    uint256 amount;
    uint64 startedAt;
    uint64 unlocksAt;
    uint64 rewardEndsAt;
    uint16 aprBps;
    uint16 earlyUnlockPenaltyBps;
    uint256 maxReward;
    uint256 rewardsPaid;
    StakeStatus status;
}

/// @title IEngageStaking — the staking contract of Assetra Engage
/// @notice Holders lock a project's token (KEST for Kestrel Energy) in a staking plan and earn a fixed APR, paid in
/// the same token from a reward pool the project funds. A stake opens only if the pool's unreserved rewards cover
/// its maximum reward, so every promised reward is backed. When a stake unlocks, its owner unstakes (principal plus
/// rewards), claims the rewards and keeps the principal staked, or restakes principal plus rewards into a new stake:
/// that is how rewards compound. Unstaking before the lock ends is an early unlock that pays the penalty the stake
/// copied from its plan and forfeits the rewards. Active stakes are also the voting power of Engage governance.
/// @dev Built on OpenZeppelin 5 `AccessControl`, `Pausable`, `ReentrancyGuard` and `SafeERC20`, behind a UUPS proxy
/// (ERC-1967): always call the proxy address. Units: token amounts in KEST base units (18 decimals), rates in basis
/// points (10000 = 100 %), times in Unix seconds, a year is 31,536,000 s (365 days). Penalties are added to the
/// reward pool. While paused, `stake`, `restake` and `claimRewards` revert with `EnforcedPause`; `unstake` and
/// `fundRewards` stay open, so principal is never trapped. Roles: `DEFAULT_ADMIN_ROLE` (roles, upgrades,
/// withdrawing unreserved rewards), `PLAN_MANAGER_ROLE` (plans) and `PAUSER_ROLE`.
/// @custom:security-contact security@assetra.dev
interface IEngageStaking {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when a stake opens, by `stake` or as the new stake of a `restake`.
    /// @param stakeId Id of the new stake.
    /// @param owner Account that owns the stake.
    /// @param planId Plan the stake belongs to.
    /// @param amount Principal, in KEST base units.
    /// @param unlocksAt When the lock ends, in Unix seconds.
    /// @param maxReward Reward reserved for the stake in the reward pool, in KEST base units.
    event Staked(uint256 indexed stakeId, address indexed owner, uint256 indexed planId, uint256 amount, uint64 unlocksAt, uint256 maxReward);

    /// @notice Emitted when a stake is closed and its principal paid back.
    /// @param stakeId The stake closed.
    /// @param owner Owner who received the tokens.
    /// @param principalReturned Principal paid back, after any penalty, in KEST base units.
    /// @param penalty Principal kept as the early-unlock penalty and added to the reward pool; 0 after the lock.
    /// @param reward Rewards paid with the principal; 0 after an early unlock, which forfeits them.
    /// @param early True when the stake was unstaked before `unlocksAt`.
    event Unstaked(uint256 indexed stakeId, address indexed owner, uint256 principalReturned, uint256 penalty, uint256 reward, bool early);

    /// @notice Emitted when the owner of an unlocked stake claims its rewards and keeps the principal staked.
    /// @param stakeId The stake.
    /// @param owner Owner who received the rewards.
    /// @param reward Rewards paid, in KEST base units.
    event RewardsClaimed(uint256 indexed stakeId, address indexed owner, uint256 reward);

    /// @notice Emitted when an unlocked stake moves, with its unclaimed rewards, into a new stake.
    /// @param oldStakeId The stake closed with status Restaked.
    /// @param newStakeId The stake opened; a `Staked` event for it follows in the same transaction.
    /// @param owner Owner of both stakes.
    /// @param newPlanId Plan of the new stake.
    /// @param amount Principal of the new stake: old principal plus unclaimed rewards, in KEST base units.
    event Restaked(uint256 indexed oldStakeId, uint256 indexed newStakeId, address indexed owner, uint256 newPlanId, uint256 amount);

    /// @notice Emitted when a plan manager creates a plan.
    /// @param planId Id of the new plan.
    /// @param lockPeriod Lock of each stake, in seconds.
    /// @param aprBps APR, in basis points.
    /// @param earlyUnlockPenaltyBps Early-unlock penalty, in basis points.
    /// @param minStake Smallest stake, in KEST base units.
    /// @param capacity Most principal the plan may hold, in KEST base units; 0 means no cap.
    event PlanCreated(uint256 indexed planId, uint64 lockPeriod, uint16 aprBps, uint16 earlyUnlockPenaltyBps, uint256 minStake, uint256 capacity);

    /// @notice Emitted when a plan manager changes a plan's terms for new stakes.
    /// @param planId The plan.
    /// @param aprBps New APR, in basis points.
    /// @param earlyUnlockPenaltyBps New early-unlock penalty, in basis points.
    /// @param minStake New smallest stake, in KEST base units.
    /// @param capacity New capacity, in KEST base units; 0 means no cap.
    event PlanUpdated(uint256 indexed planId, uint16 aprBps, uint16 earlyUnlockPenaltyBps, uint256 minStake, uint256 capacity);

    /// @notice Emitted when a plan manager opens or closes a plan to new stakes.
    /// @param planId The plan.
    /// @param active True when the plan accepts new stakes and restakes.
    event PlanActiveSet(uint256 indexed planId, bool active);

    /// @notice Emitted when KEST is added to the reward pool.
    /// @param from Account that paid the tokens.
    /// @param amount Tokens added, in KEST base units.
    /// @param rewardPool `rewardPoolBalance()` after the deposit.
    event RewardsFunded(address indexed from, uint256 amount, uint256 rewardPool);

    /// @notice Emitted when the `DEFAULT_ADMIN_ROLE` holder withdraws unreserved rewards from the pool.
    /// @param to Account that received the tokens.
    /// @param amount Tokens withdrawn, in KEST base units.
    event RewardsWithdrawn(address indexed to, uint256 amount);

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

    /// @notice No plan has this id.
    /// @param planId The id asked for.
    error PlanNotFound(uint256 planId);

    /// @notice The plan does not accept new stakes or restakes.
    /// @param planId The inactive plan.
    error PlanInactive(uint256 planId);

    /// @notice The stake is smaller than the plan's minimum.
    /// @param amount Amount you asked to stake, in KEST base units.
    /// @param minStake The plan's `minStake`, in KEST base units.
    error BelowMinimumStake(uint256 amount, uint256 minStake);

    /// @notice The stake would take the plan's `totalStaked` above its capacity.
    /// @param planId The plan.
    /// @param available Room left under the capacity, in KEST base units.
    error PlanCapacityExceeded(uint256 planId, uint256 available);

    /// @notice The reward pool's unreserved balance cannot cover the stake's maximum reward or the withdrawal.
    /// @param required Reward to reserve, or amount to withdraw, in KEST base units.
    /// @param available `availableRewards()` at the time of the call.
    error InsufficientRewardPool(uint256 required, uint256 available);

    /// @notice No stake has this id.
    /// @param stakeId The id asked for.
    error StakeNotFound(uint256 stakeId);

    /// @notice Only the stake's owner may unstake, claim or restake it.
    /// @param stakeId The stake.
    /// @param owner The stake's owner.
    error NotStakeOwner(uint256 stakeId, address owner);

    /// @notice The stake is already closed (Unstaked or Restaked).
    /// @param stakeId The stake.
    /// @param status Its current status.
    error StakeNotActive(uint256 stakeId, StakeStatus status);

    /// @notice The stake is still locked, so its rewards cannot be claimed or restaked yet.
    /// @param stakeId The stake.
    /// @param unlocksAt When the lock ends, in Unix seconds.
    error StakeLocked(uint256 stakeId, uint64 unlocksAt);

    /// @notice The stake has no unpaid rewards.
    /// @param stakeId The stake.
    error NothingToClaim(uint256 stakeId);

    /// @notice The plan's terms break one of the rules on `Plan`.
    error InvalidPlanParameters();

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

    // ───────────────────────────── Stakers ─────────────────────────────

    /// @notice Stakes `amount` of KEST from your wallet in plan `planId` and returns the new stake's id.
    /// @dev Approve the staking contract for `amount` first. The stake copies the plan's lock, APR and penalty and
    /// reserves its maximum reward in the pool: `amount × aprBps × lockPeriod / (10000 × 31,536,000)`, rounded down
    /// (a year of accrual on a flexible plan). Ana staking 10,000 KEST in plan 2 reserves
    /// `221917808219178082191` (221.917808219178082191 KEST).
    /// @param planId Plan to stake in (Kestrel: 1, 2 or 3).
    /// @param amount KEST to stake, in base units (10,000 KEST = `10000000000000000000000`).
    /// @return stakeId Id of the new stake.
    /// @custom:access Anyone, for their own stake.
    /// @custom:emits Staked
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts EnforcedPause when the contract is paused.
    /// @custom:reverts PlanNotFound when no plan has id `planId`.
    /// @custom:reverts PlanInactive when the plan does not accept new stakes.
    /// @custom:reverts BelowMinimumStake when `amount` is below the plan's `minStake`.
    /// @custom:reverts PlanCapacityExceeded when the plan's `totalStaked + amount` would exceed a non-zero `capacity`.
    /// @custom:reverts InsufficientRewardPool when `availableRewards()` is below the stake's maximum reward.
    function stake(uint256 planId, uint256 amount) external returns (uint256 stakeId);

    /// @notice Closes your stake and pays back the principal: with its unpaid rewards once it is unlocked, or less
    /// the early-unlock penalty and without rewards before `unlocksAt`.
    /// @dev Early unlock of Ana's plan 2 stake: penalty 10,000 × 1000 / 10000 = 1,000 KEST (rounded up to the base
    /// unit), 9,000 KEST back, rewards forfeited and released from the reservation. After the lock: 10,000 KEST plus
    /// 221.917808219178082191 KEST. Stays open while the contract is paused.
    /// @param stakeId The stake to close.
    /// @custom:access The stake's owner, also while paused.
    /// @custom:emits Unstaked
    /// @custom:reverts StakeNotFound when no stake has id `stakeId`.
    /// @custom:reverts NotStakeOwner when you do not own the stake.
    /// @custom:reverts StakeNotActive when the stake is already Unstaked or Restaked.
    function unstake(uint256 stakeId) external;

    /// @notice Pays the unpaid rewards of your unlocked stake and keeps its principal staked.
    /// @dev On a flexible plan you can claim at any time; on a locked plan only once `unlocksAt` has passed, and
    /// before that the call reverts with `StakeLocked`. Past its `rewardEndsAt` the stake stays Active (it still counts
    /// as voting power) but earns nothing more: restake it to keep earning. At 2026-11-02T09:30:00Z Ana's flexible
    /// stake 7 (2,500 KEST since 2026-06-01) pays `42300228310502283105`; her plan 2 stake 42 reverts with
    /// `StakeLocked` until 2026-12-30T00:00:00Z.
    /// @param stakeId The stake whose rewards you claim.
    /// @return reward Rewards paid, in KEST base units (Ana's stake 42 once unlocked: `221917808219178082191`).
    /// @custom:access The stake's owner.
    /// @custom:emits RewardsClaimed
    /// @custom:reverts EnforcedPause when the contract is paused.
    /// @custom:reverts StakeNotFound when no stake has id `stakeId`.
    /// @custom:reverts NotStakeOwner when you do not own the stake.
    /// @custom:reverts StakeNotActive when the stake is already Unstaked or Restaked.
    /// @custom:reverts StakeLocked when the stake's `unlocksAt` is still in the future.
    /// @custom:reverts NothingToClaim when the stake has no unpaid rewards.
    function claimRewards(uint256 stakeId) external returns (uint256 reward);

    /// @notice Moves your unlocked stake, principal plus unpaid rewards, into a new stake in plan `newPlanId`.
    /// @dev The new stake starts now with the new plan's terms, and must pass the same checks as `stake`: Ana
    /// restaking stake 42 at 2026-12-30T00:00:00Z, once it has unlocked, into plan 3 opens a stake of `10221917808219178082191` that reserves
    /// `705732407581159692249` (705.732407581159692249 KEST). `newPlanId` may equal the old plan.
    /// @param stakeId The unlocked stake to move; it ends with status Restaked.
    /// @param newPlanId Plan of the new stake.
    /// @return newStakeId Id of the new stake.
    /// @custom:access The stake's owner.
    /// @custom:emits Restaked, Staked
    /// @custom:reverts EnforcedPause when the contract is paused.
    /// @custom:reverts StakeNotFound when no stake has id `stakeId`.
    /// @custom:reverts NotStakeOwner when you do not own the stake.
    /// @custom:reverts StakeNotActive when the stake is already Unstaked or Restaked.
    /// @custom:reverts StakeLocked when the stake's `unlocksAt` is still in the future.
    /// @custom:reverts PlanNotFound when no plan has id `newPlanId`.
    /// @custom:reverts PlanInactive when the new plan does not accept new stakes.
    /// @custom:reverts BelowMinimumStake when principal plus rewards is below the new plan's `minStake`.
    /// @custom:reverts PlanCapacityExceeded when the new stake would exceed the new plan's non-zero `capacity`.
    /// @custom:reverts InsufficientRewardPool when `availableRewards()` cannot cover the new stake's maximum reward.
    function restake(uint256 stakeId, uint256 newPlanId) external returns (uint256 newStakeId);

    // ───────────────────────────── Reward pool ─────────────────────────────

    /// @notice Adds `amount` of KEST from your wallet to the reward pool.
    /// @dev Approve the staking contract for `amount` first. Stays open while paused. Kestrel's treasury Safe funded
    /// 150,000 KEST (`150000000000000000000000`).
    /// @param amount KEST to add, in base units.
    /// @custom:access Anyone, in practice the project's treasury Safe; also while paused.
    /// @custom:emits RewardsFunded
    /// @custom:reverts ZeroAmount when `amount` is 0.
    function fundRewards(uint256 amount) external;

    /// @notice Sends `amount` of unreserved rewards from the pool to `to`.
    /// @dev Only `availableRewards()` can leave: rewards reserved for open stakes stay.
    /// @param amount KEST to withdraw, in base units.
    /// @param to Account that receives the tokens, normally the treasury Safe.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RewardsWithdrawn
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts InsufficientRewardPool when `amount` exceeds `availableRewards()`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function withdrawRewards(uint256 amount, address to) external;

    // ───────────────────────────── Plan manager ─────────────────────────────

    /// @notice Creates a staking plan, active at once, and returns its id.
    /// @param lockPeriod Lock of each stake, in seconds; 0 for a flexible plan (at most 126,144,000).
    /// @param aprBps Simple APR, in basis points (at most 10000).
    /// @param earlyUnlockPenaltyBps Share of the principal kept on an early unlock, in basis points (at most 5000;
    /// 0 when `lockPeriod` is 0).
    /// @param minStake Smallest stake, in KEST base units.
    /// @param capacity Most principal the plan may hold, in KEST base units; 0 means no cap.
    /// @return planId Id of the new plan.
    /// @custom:access PLAN_MANAGER_ROLE.
    /// @custom:emits PlanCreated
    /// @custom:reverts InvalidPlanParameters when the terms break one of the rules on `Plan`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PLAN_MANAGER_ROLE`.
    function createPlan(uint64 lockPeriod, uint16 aprBps, uint16 earlyUnlockPenaltyBps, uint256 minStake, uint256 capacity) external returns (uint256 planId);

    /// @notice Changes a plan's APR, penalty, minimum and capacity for stakes opened from now on.
    /// @dev The lock period cannot change: create a new plan instead. Open stakes keep the terms they copied. A
    /// capacity below `totalStaked` is allowed and blocks new stakes until enough principal leaves.
    /// @param planId The plan to change.
    /// @param aprBps New APR, in basis points.
    /// @param earlyUnlockPenaltyBps New early-unlock penalty, in basis points.
    /// @param minStake New smallest stake, in KEST base units.
    /// @param capacity New capacity, in KEST base units; 0 means no cap.
    /// @custom:access PLAN_MANAGER_ROLE.
    /// @custom:emits PlanUpdated
    /// @custom:reverts PlanNotFound when no plan has id `planId`.
    /// @custom:reverts InvalidPlanParameters when the new terms break one of the rules on `Plan`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PLAN_MANAGER_ROLE`.
    function updatePlan(uint256 planId, uint16 aprBps, uint16 earlyUnlockPenaltyBps, uint256 minStake, uint256 capacity) external;

    /// @notice Opens a plan to new stakes and restakes, or closes it.
    /// @dev Closing a plan never touches its open stakes: they keep accruing and unlock as agreed.
    /// @param planId The plan.
    /// @param active True to accept new stakes, false to refuse them.
    /// @custom:access PLAN_MANAGER_ROLE.
    /// @custom:emits PlanActiveSet
    /// @custom:reverts PlanNotFound when no plan has id `planId`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PLAN_MANAGER_ROLE`.
    function setPlanActive(uint256 planId, bool active) external;

    // ───────────────────────────── Pauser ─────────────────────────────

    /// @notice Pauses `stake`, `restake` and `claimRewards`.
    /// @dev `unstake` and `fundRewards` stay open. Rewards keep accruing on the clock while paused.
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

    // ───────────────────────────── Views: configuration ─────────────────────────────

    /// @notice The token users stake and rewards are paid in.
    /// @return token Address of the staking token (KEST, `0xd6bB0D7A9e16f8316d7989B2b11Df806b25778Ef`).
    /// @custom:access Anyone.
    function stakingToken() external view returns (address token);

    /// @notice How long a stake in a flexible plan (lock period 0) accrues rewards before it must be restaked.
    /// @return period 31,536,000 seconds (365 days), fixed in the implementation.
    /// @custom:access Anyone.
    function flexibleAccrualPeriod() external view returns (uint64 period);

    /// @notice How many plans exist; plan ids run from 1 to this number.
    /// @return count Number of plans (Kestrel: 3).
    /// @custom:access Anyone.
    function planCount() external view returns (uint256 count);

    /// @notice One plan's terms and totals.
    /// @param planId The plan.
    /// @return info The plan.
    /// @custom:access Anyone.
    /// @custom:reverts PlanNotFound when no plan has id `planId`.
    function getPlan(uint256 planId) external view returns (Plan memory info);

    /// @notice Every plan, active or not, in id order.
    /// @return all The plans.
    /// @custom:access Anyone.
    function plans() external view returns (Plan[] memory all);

    /// @notice The reward a new stake of `amount` in plan `planId` would earn over its full accrual period, which is
    /// what `stake` reserves.
    /// @param planId The plan.
    /// @param amount Principal, in KEST base units.
    /// @return reward Maximum reward, in KEST base units, rounded down (plan 2, 10,000 KEST: `221917808219178082191`).
    /// @custom:access Anyone.
    /// @custom:reverts PlanNotFound when no plan has id `planId`.
    function previewReward(uint256 planId, uint256 amount) external view returns (uint256 reward);

    // ───────────────────────────── Views: stakes ─────────────────────────────

    /// @notice One stake.
    /// @param stakeId The stake.
    /// @return info The stake, closed ones included.
    /// @custom:access Anyone.
    /// @custom:reverts StakeNotFound when no stake has id `stakeId`.
    function getStake(uint256 stakeId) external view returns (Stake memory info);

    /// @notice The ids of every stake an account has opened, closed ones included, oldest first.
    /// @param owner The account.
    /// @return stakeIds Stake ids.
    /// @custom:access Anyone.
    function stakesOf(address owner) external view returns (uint256[] memory stakeIds);

    /// @notice Rewards a stake has earned and not yet been paid.
    /// @dev Accrued to now (capped at `rewardEndsAt`) minus `rewardsPaid`. On a locked stake they become payable at
    /// `unlocksAt`; an early unlock forfeits them. Ana's plan 2 stake 42 at 2026-11-02T09:30:00Z, 2,799,000 s after it
    /// opened: `79880136986301369863`.
    /// @param stakeId The stake.
    /// @return reward Unpaid rewards, in KEST base units; 0 for a closed stake.
    /// @custom:access Anyone.
    /// @custom:reverts StakeNotFound when no stake has id `stakeId`.
    function pendingRewards(uint256 stakeId) external view returns (uint256 reward);

    /// @notice An account's governance voting power: the principal of all its Active stakes, in every plan.
    /// @dev Unlocked stakes that are not yet unstaked still count. Governance reads it at a proposal's snapshot block.
    /// @param account The account.
    /// @return power Staked KEST, in base units (Ana with stake 7 and stake 42: `12500000000000000000000`).
    /// @custom:access Anyone.
    function votingPower(address account) external view returns (uint256 power);

    /// @notice Principal of all Active stakes in all plans: the base of the governance quorum.
    /// @return amount Total staked, in KEST base units (Kestrel on 2026-11-02: `1200000000000000000000000`,
    /// 1,200,000 KEST).
    /// @custom:access Anyone.
    function totalStaked() external view returns (uint256 amount);

    // ───────────────────────────── Views: reward pool ─────────────────────────────

    /// @notice KEST held for rewards, apart from staked principal: funding plus penalties minus rewards paid or
    /// restaked and withdrawals.
    /// @return amount Reward pool balance, in KEST base units (Kestrel on 2026-11-02: `150000000000000000000000`,
    /// 150,000 KEST: the treasury Safe's 150,000 KEST funding, with the early-unlock penalties received so far making up
    /// for the rewards paid).
    /// @custom:access Anyone.
    function rewardPoolBalance() external view returns (uint256 amount);

    /// @notice Rewards promised to Active stakes and not yet paid: the sum of `maxReward − rewardsPaid`.
    /// @return amount Reserved rewards, in KEST base units (Kestrel on 2026-11-02: `41250000000000000000000`).
    /// @custom:access Anyone.
    function reservedRewards() external view returns (uint256 amount);

    /// @notice Rewards that new stakes can still reserve and the `DEFAULT_ADMIN_ROLE` holder can withdraw.
    /// @return amount `rewardPoolBalance() − reservedRewards()`, in KEST base units (Kestrel on 2026-11-02:
    /// `108750000000000000000000`, 108,750 KEST).
    /// @custom:access Anyone.
    function availableRewards() external view returns (uint256 amount);

    // ───────────────────────────── Views: roles and pause ─────────────────────────────

    /// @notice Whether the contract is paused.
    /// @return isPaused True while `stake`, `restake` and `claimRewards` are disabled.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `PLAN_MANAGER_ROLE()`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role`.
    /// @param role The role.
    /// @return adminRole `DEFAULT_ADMIN_ROLE` for every role of this contract.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice The identifier of the default admin role (roles, upgrades, reward withdrawals).
    /// @return role `0x0000000000000000000000000000000000000000000000000000000000000000`.
    /// @custom:access Anyone.
    function DEFAULT_ADMIN_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the plan-manager role (create, update, open and close plans).
    /// @return role `keccak256("PLAN_MANAGER_ROLE")` =
    /// `0x04ab83a1b94c60762723c1f251ce5904e062d5f4468adda724622756e2361b65`.
    /// @custom:access Anyone.
    function PLAN_MANAGER_ROLE() external view returns (bytes32 role);

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

    /// @notice Gives up `role` for your own account.
    /// @dev If the last holder of `DEFAULT_ADMIN_ROLE` renounces it, nobody can grant roles, withdraw rewards or
    /// upgrade the contract again.
    /// @param role The role to give up.
    /// @param callerConfirmation Your own address, as a guard against renouncing by mistake.
    /// @custom:access The role holder.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlBadConfirmation when `callerConfirmation` is not your address.
    function renounceRole(bytes32 role, address callerConfirmation) external;

    /// @notice Upgrades the proxy to `newImplementation` and optionally calls it with `data`.
    /// @dev UUPS (ERC-1967): stakes, plans, the reward pool and roles are kept. Send with a value of 0 from the
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
