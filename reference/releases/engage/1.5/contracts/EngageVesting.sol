// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// ───────────────────────────── Types ─────────────────────────────

/// @notice Where a vesting schedule is in its life at a given time, as `scheduleStatus` computes it.
/// @custom:value Pending Before `start`: nothing has vested.
/// @custom:value Cliff From `start` until `start + cliffDuration`: tokens accrue on paper, but nothing is vested or
/// claimable yet.
/// @custom:value Vesting From the end of the cliff until `start + duration`: tokens vest linearly or step by step.
/// @custom:value Completed From `start + duration` on: everything has vested; the beneficiary may still have an
/// unclaimed balance.
/// @custom:value Revoked Final: a vesting manager revoked the schedule; the vested part stays claimable, the rest went
/// back to the revocation treasury.
enum ScheduleStatus {
    Pending,
    Cliff,
    Vesting,
    Completed,
    Revoked
}

/// @notice A vesting schedule: an amount of tokens, held by the contract, that vests to one beneficiary over time.
/// @dev Vested at time t, with elapsed = t − `start`: 0 while elapsed < `cliffDuration`; linear (`stepDuration`
/// 0): `totalAmount × min(elapsed, duration) / duration`; stepped: `totalAmount × floor(min(elapsed, duration) /
/// stepDuration) × stepDuration / duration`; both rounded down. After a revocation, vesting stops at `revokedAt`.
/// Valid when the beneficiary is not the zero address, 0 < `totalAmount`, 0 < `duration` ≤ 315,360,000 s (ten years),
/// `cliffDuration` ≤ `duration`, and `stepDuration` is 0 or divides `duration`. Dev1's team schedule: 120,000 KEST, start 1767225600 (2026-01-01T00:00:00Z), cliff 31,536,000
/// s (365 days), duration 94,608,000 s (1,095 days), linear, revocable.
/// @param id Schedule id, counting from 1 in creation order.
/// @param beneficiary Account that may claim the vested tokens.
/// @param totalAmount Tokens the schedule holds, in KEST base units (Dev1: `120000000000000000000000`).
/// @param released Tokens already claimed, in KEST base units.
/// @param start When vesting starts, in Unix seconds; may lie in the past.
/// @param cliffDuration Seconds after `start` before anything vests; 0 for no cliff.
/// @param duration Seconds from `start` until everything has vested.
/// @param stepDuration Length of one release step, in seconds; 0 means linear (Dev2: 2,592,000 = 30 days).
/// @param revocable Whether a vesting manager may revoke the schedule.
/// @param revokedAt When the schedule was revoked, in Unix seconds; 0 while it is not revoked.
struct Schedule {
    uint256 id;
    address beneficiary;
    uint256 totalAmount;
    uint256 released;
    uint64 start;
    uint64 cliffDuration;
    uint64 duration;
    uint64 stepDuration;
    bool revocable;
    uint64 revokedAt;
}

/// @title IEngageVesting — the vesting contract of Assetra Engage
/// @notice Holds a project's tokens (KEST for Kestrel Energy) for team members, advisors and investors, and releases
/// them on a schedule: an optional cliff, then linear or stepped vesting until the end of the duration. The
/// beneficiary claims what has vested whenever they like. A vesting manager creates each schedule and pays its tokens
/// in at creation, so every schedule is fully funded; a revocable schedule can be revoked, which returns the unvested
/// part to the revocation treasury and leaves the vested part claimable.
/// @dev Built on OpenZeppelin 5 `AccessControl`, `Pausable`, `ReentrancyGuard` and `SafeERC20`, behind a UUPS proxy
/// (ERC-1967): always call the proxy address. Units: token amounts in KEST base units (18 decimals), times and
/// durations in Unix seconds. While paused, `createSchedule` and `claim` revert with `EnforcedPause`; `revoke` stays
/// open and vesting keeps running on the clock. Roles: `DEFAULT_ADMIN_ROLE` (roles, upgrades, revocation treasury),
/// `VESTING_MANAGER_ROLE` (create and revoke schedules) and `PAUSER_ROLE`.
/// @custom:security-contact security@assetra.dev
interface IEngageVesting {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when a vesting manager creates and funds a schedule.
    /// @param scheduleId Id of the new schedule.
    /// @param beneficiary Account the tokens vest to.
    /// @param funder Account that paid the tokens in.
    /// @param totalAmount Tokens the schedule holds, in KEST base units.
    /// @param start When vesting starts, in Unix seconds.
    /// @param cliffDuration Cliff, in seconds.
    /// @param duration Total duration, in seconds.
    /// @param stepDuration Step length, in seconds; 0 for linear.
    /// @param revocable Whether the schedule can be revoked.
    event ScheduleCreated(uint256 indexed scheduleId, address indexed beneficiary, address indexed funder, uint256 totalAmount, uint64 start, uint64 cliffDuration, uint64 duration, uint64 stepDuration, bool revocable);

    /// @notice Emitted when a beneficiary claims vested tokens.
    /// @param scheduleId The schedule.
    /// @param beneficiary Account that received the tokens.
    /// @param amount Tokens paid, in KEST base units.
    /// @param released The schedule's `released` after the claim, in KEST base units.
    event TokensClaimed(uint256 indexed scheduleId, address indexed beneficiary, uint256 amount, uint256 released);

    /// @notice Emitted when a vesting manager revokes a schedule.
    /// @param scheduleId The schedule.
    /// @param beneficiary The schedule's beneficiary, who keeps the vested part.
    /// @param vestedAmount Tokens vested at the revocation, released or not, in KEST base units.
    /// @param returnedAmount Unvested tokens sent to the treasury: `totalAmount − vestedAmount`.
    /// @param treasury Account that received the unvested tokens.
    event ScheduleRevoked(uint256 indexed scheduleId, address indexed beneficiary, uint256 vestedAmount, uint256 returnedAmount, address treasury);

    /// @notice Emitted when the `DEFAULT_ADMIN_ROLE` holder changes where revoked tokens go.
    /// @param previousTreasury The former revocation treasury.
    /// @param newTreasury The new revocation treasury.
    event RevocationTreasuryUpdated(address indexed previousTreasury, address indexed newTreasury);

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

    /// @notice The duration is 0 or longer than `maxDuration()`.
    /// @param duration The duration given, in seconds.
    error InvalidDuration(uint64 duration);

    /// @notice The cliff is longer than the duration.
    /// @param cliffDuration The cliff given, in seconds.
    /// @param duration The duration given, in seconds.
    error InvalidCliff(uint64 cliffDuration, uint64 duration);

    /// @notice The step duration is neither 0 nor a divisor of the duration.
    /// @param stepDuration The step given, in seconds.
    /// @param duration The duration given, in seconds.
    error InvalidStepDuration(uint64 stepDuration, uint64 duration);

    /// @notice No schedule has this id.
    /// @param scheduleId The id asked for.
    error ScheduleNotFound(uint256 scheduleId);

    /// @notice Only the schedule's beneficiary may claim.
    /// @param scheduleId The schedule.
    /// @param beneficiary The schedule's beneficiary.
    error NotBeneficiary(uint256 scheduleId, address beneficiary);

    /// @notice The schedule is before the end of its cliff (or, without a cliff, before its start).
    /// @param cliffEndsAt When the cliff ends, in Unix seconds: `start + cliffDuration`.
    error CliffNotReached(uint64 cliffEndsAt);

    /// @notice Everything vested so far has already been claimed.
    /// @param scheduleId The schedule.
    error NothingToClaim(uint256 scheduleId);

    /// @notice The schedule was created as not revocable.
    /// @param scheduleId The schedule.
    error NotRevocable(uint256 scheduleId);

    /// @notice The schedule has already been revoked.
    /// @param scheduleId The schedule.
    /// @param revokedAt When it was revoked, in Unix seconds.
    error AlreadyRevoked(uint256 scheduleId, uint64 revokedAt);

    /// @notice The schedule has fully vested, so there is nothing left to revoke.
    /// @param scheduleId The schedule.
    error ScheduleCompleted(uint256 scheduleId);

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

    // ───────────────────────────── Vesting manager ─────────────────────────────

    /// @notice Creates a schedule for `beneficiary`, pulls `totalAmount` of KEST from your wallet into the contract and
    /// returns the schedule's id.
    /// @dev Approve the vesting contract for `totalAmount` first. Dev1: (`0x5F014036627a3f82796adb6f530d15cd0861aCD0`,
    /// `120000000000000000000000`, 1767225600, 31536000, 94608000, 0, true). Dev2: (`0xf00b4C01bC8B6a3f75e83c49A06268d90CD86B73`,
    /// `24000000000000000000000`, 1767225600, 0, 31104000, 2592000, false).
    /// @param beneficiary Account the tokens vest to.
    /// @param totalAmount Tokens to vest, in KEST base units.
    /// @param start When vesting starts, in Unix seconds; may lie in the past.
    /// @param cliffDuration Seconds after `start` before anything vests; 0 for no cliff; at most `duration`.
    /// @param duration Seconds from `start` until everything has vested; at most `maxDuration()`.
    /// @param stepDuration Length of one release step, in seconds; 0 for linear vesting; otherwise a divisor of
    /// `duration`.
    /// @param revocable Whether a vesting manager may revoke the schedule later; cannot be changed.
    /// @return scheduleId Id of the new schedule.
    /// @custom:access VESTING_MANAGER_ROLE.
    /// @custom:emits ScheduleCreated
    /// @custom:reverts ZeroAddress when `beneficiary` is the zero address.
    /// @custom:reverts ZeroAmount when `totalAmount` is 0.
    /// @custom:reverts EnforcedPause when the contract is paused.
    /// @custom:reverts InvalidDuration when `duration` is 0 or above `maxDuration()`.
    /// @custom:reverts InvalidCliff when `cliffDuration` exceeds `duration`.
    /// @custom:reverts InvalidStepDuration when `stepDuration` is not 0 and does not divide `duration`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `VESTING_MANAGER_ROLE`.
    function createSchedule(address beneficiary, uint256 totalAmount, uint64 start, uint64 cliffDuration, uint64 duration, uint64 stepDuration, bool revocable) external returns (uint256 scheduleId);

    /// @notice Revokes a revocable schedule: the unvested tokens go to the revocation treasury, and the vested but
    /// unclaimed tokens stay claimable by the beneficiary.
    /// @dev Vesting stops at the block time. Dev1 revoked at 2027-07-01T00:00:00Z after claiming 40,000 KEST at the
    /// cliff: vested `59835616438356164383561`, returned `60164383561643835616439`, still claimable
    /// `19835616438356164383561`. Revoking during the cliff returns everything. Stays open while paused.
    /// @param scheduleId The schedule to revoke.
    /// @custom:access VESTING_MANAGER_ROLE, also while paused.
    /// @custom:emits ScheduleRevoked
    /// @custom:reverts ScheduleNotFound when no schedule has id `scheduleId`.
    /// @custom:reverts NotRevocable when the schedule was created with `revocable` false.
    /// @custom:reverts AlreadyRevoked when the schedule is already revoked.
    /// @custom:reverts ScheduleCompleted when the schedule has fully vested.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `VESTING_MANAGER_ROLE`.
    function revoke(uint256 scheduleId) external;

    // ───────────────────────────── Beneficiaries ─────────────────────────────

    /// @notice Pays you everything your schedule has vested and you have not claimed yet.
    /// @dev Pays `claimable(scheduleId)` to the beneficiary. Dev1 claiming at the cliff, 2027-01-01T00:00:00Z,
    /// receives `40000000000000000000000` (120,000 × 365 / 1,095 = 40,000 KEST).
    /// @param scheduleId Your schedule.
    /// @return amount Tokens paid, in KEST base units.
    /// @custom:access The schedule's beneficiary.
    /// @custom:emits TokensClaimed
    /// @custom:reverts EnforcedPause when the contract is paused.
    /// @custom:reverts ScheduleNotFound when no schedule has id `scheduleId`.
    /// @custom:reverts NotBeneficiary when you are not the schedule's beneficiary.
    /// @custom:reverts CliffNotReached when the block time is before `start + cliffDuration`.
    /// @custom:reverts NothingToClaim when `claimable(scheduleId)` is 0.
    function claim(uint256 scheduleId) external returns (uint256 amount);

    // ───────────────────────────── Admin ─────────────────────────────

    /// @notice Sets the account that receives the unvested tokens of revoked schedules.
    /// @dev Applies to revocations from now on. Kestrel: the treasury Safe `0xD3866cF203dca6118105660e636704b2df0e2436`.
    /// @param treasury The new revocation treasury.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RevocationTreasuryUpdated
    /// @custom:reverts ZeroAddress when `treasury` is the zero address.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setRevocationTreasury(address treasury) external;

    // ───────────────────────────── Pauser ─────────────────────────────

    /// @notice Pauses `createSchedule` and `claim`.
    /// @dev Vesting keeps running on the clock, so everything vested during the pause is claimable after it.
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

    /// @notice The token the contract vests.
    /// @return token Address of the vesting token (KEST, `0xd6bB0D7A9e16f8316d7989B2b11Df806b25778Ef`).
    /// @custom:access Anyone.
    function vestingToken() external view returns (address token);

    /// @notice Where the unvested tokens of revoked schedules go.
    /// @return treasury The revocation treasury (Kestrel: `0xD3866cF203dca6118105660e636704b2df0e2436`).
    /// @custom:access Anyone.
    function revocationTreasury() external view returns (address treasury);

    /// @notice The longest duration a schedule may have.
    /// @return duration 315,360,000 seconds (3,650 days), fixed in the implementation.
    /// @custom:access Anyone.
    function maxDuration() external view returns (uint64 duration);

    /// @notice How many schedules exist; schedule ids run from 1 to this number.
    /// @return count Number of schedules.
    /// @custom:access Anyone.
    function scheduleCount() external view returns (uint256 count);

    /// @notice One schedule.
    /// @param scheduleId The schedule.
    /// @return info The schedule.
    /// @custom:access Anyone.
    /// @custom:reverts ScheduleNotFound when no schedule has id `scheduleId`.
    function getSchedule(uint256 scheduleId) external view returns (Schedule memory info);

    /// @notice The ids of every schedule of a beneficiary, revoked ones included, oldest first.
    /// @param beneficiary The account.
    /// @return scheduleIds Schedule ids.
    /// @custom:access Anyone.
    function schedulesOf(address beneficiary) external view returns (uint256[] memory scheduleIds);

    /// @notice How much of a schedule has vested, or will have vested, at `timestamp`, released tokens included.
    /// @dev Applies the formula on `Schedule`; a revoked schedule stops at `revokedAt`. Dev1: 0 at 2026-12-31T00:00:00Z
    /// (1798675200, one day before the cliff), `40000000000000000000000` at 1798761600 (the cliff),
    /// `80000000000000000000000` at 1830297600 (2028-01-01, month 24), all 120,000 KEST from 1861833600
    /// (2028-12-31). Dev2: `2000000000000000000000` per 30-day step, all 24,000 KEST from 1798329600 (2026-12-27).
    /// @param scheduleId The schedule.
    /// @param timestamp The time to evaluate, in Unix seconds; past or future.
    /// @return amount Vested tokens, in KEST base units, rounded down.
    /// @custom:access Anyone.
    /// @custom:reverts ScheduleNotFound when no schedule has id `scheduleId`.
    function vestedAmount(uint256 scheduleId, uint64 timestamp) external view returns (uint256 amount);

    /// @notice What the beneficiary can claim now.
    /// @param scheduleId The schedule.
    /// @return amount `vestedAmount(scheduleId, block.timestamp) − released`, in KEST base units.
    /// @custom:access Anyone.
    /// @custom:reverts ScheduleNotFound when no schedule has id `scheduleId`.
    function claimable(uint256 scheduleId) external view returns (uint256 amount);

    /// @notice A schedule's status at the current block time.
    /// @param scheduleId The schedule.
    /// @return status Pending, Cliff, Vesting, Completed or Revoked.
    /// @custom:access Anyone.
    /// @custom:reverts ScheduleNotFound when no schedule has id `scheduleId`.
    function scheduleStatus(uint256 scheduleId) external view returns (ScheduleStatus status);

    /// @notice Tokens the contract holds for schedules: every `totalAmount` minus what was claimed and what
    /// revocations returned.
    /// @return amount Allocated tokens, in KEST base units (Dev1 and Dev2 before any claim:
    /// `144000000000000000000000`).
    /// @custom:access Anyone.
    function totalAllocated() external view returns (uint256 amount);

    // ───────────────────────────── Views: roles and pause ─────────────────────────────

    /// @notice Whether the contract is paused.
    /// @return isPaused True while `createSchedule` and `claim` are disabled.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `VESTING_MANAGER_ROLE()`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role`.
    /// @param role The role.
    /// @return adminRole `DEFAULT_ADMIN_ROLE` for every role of this contract.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice The identifier of the default admin role (roles, upgrades, revocation treasury).
    /// @return role `0x0000000000000000000000000000000000000000000000000000000000000000`.
    /// @custom:access Anyone.
    function DEFAULT_ADMIN_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the vesting-manager role (create and revoke schedules).
    /// @return role `keccak256("VESTING_MANAGER_ROLE")` =
    /// `0xd810f479110c9771ec744414e571d78468b4e92a20f345df2ffbdc5f927a182e`.
    /// @custom:access Anyone.
    function VESTING_MANAGER_ROLE() external view returns (bytes32 role);

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
    /// @dev If the last holder of `DEFAULT_ADMIN_ROLE` renounces it, nobody can grant roles, change the revocation
    /// treasury or upgrade the contract again.
    /// @param role The role to give up.
    /// @param callerConfirmation Your own address, as a guard against renouncing by mistake.
    /// @custom:access The role holder.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlBadConfirmation when `callerConfirmation` is not your address.
    function renounceRole(bytes32 role, address callerConfirmation) external;

    /// @notice Upgrades the proxy to `newImplementation` and optionally calls it with `data`.
    /// @dev UUPS (ERC-1967): schedules, balances and roles are kept. Send with a value of 0 from the holder of
    /// `DEFAULT_ADMIN_ROLE`; the APIs have no builder for it.
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
