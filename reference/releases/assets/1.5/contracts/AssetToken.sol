// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IAssetToken — the ERC-20 asset token of Assetra Assets
/// @notice A standard ERC-20 token with the controls an issuer of a real-world asset needs: role-based minting and
/// burning, a supply cap, an emergency pause, a blocklist and a pointer to the asset's metadata on IPFS. Every token is
/// created by the asset token factory (`IAssetTokenFactory.createToken`). Aurus Gold (AUR, 18 decimals, 1 AUR = 1 gram
/// of vaulted gold) on Polygon Amoy, `0x8Ac27607DAEAD6340D50AD1A5e6d7Eb7c315040b`, is one.
/// @dev Built on OpenZeppelin 5 `ERC20`, `AccessControl` and `Pausable` behind a UUPS proxy (ERC-1967): always call
/// the proxy address. Units: amounts in base units (10^`decimals()` base units = 1 token). While paused, `transfer`,
/// `transferFrom`, `mint`, `burn` and `burnFrom` revert with `EnforcedPause`; `approve` and every admin function stay
/// open. A blocked account cannot send, receive, approve, be spent from or be minted to. Roles: `DEFAULT_ADMIN_ROLE`
/// (`0x00…00`; roles, cap, metadata, upgrades), `MINTER_ROLE`, `BURNER_ROLE`, `PAUSER_ROLE` and `BLOCKLIST_ROLE`;
/// the factory grants all five to the `admin` named at creation.
/// @custom:security-contact security@assetra.dev
interface IAssetToken {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when tokens move, including mints (`from` is the zero address) and burns (`to` is the zero
    /// address).
    /// @param from Account the tokens left, or the zero address for a mint.
    /// @param to Account that received the tokens, or the zero address for a burn.
    /// @param value Amount moved, in base units.
    event Transfer(address indexed from, address indexed to, uint256 value);

    /// @notice Emitted when an allowance is set by `approve`; `transferFrom` and `burnFrom` lower it without this event
    /// (OpenZeppelin 5), so an indexer reads `allowance` again after a `Transfer` from the owner.
    /// @param owner Account whose tokens may be spent.
    /// @param spender Account allowed to spend them.
    /// @param value The new allowance, in base units.
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @notice Emitted when the admin changes the supply cap.
    /// @param previousCap The cap until now, in base units; 0 means uncapped.
    /// @param newCap The new cap, in base units; 0 means uncapped.
    event CapUpdated(uint256 previousCap, uint256 newCap);

    /// @notice Emitted when an account is put on the blocklist.
    /// @param account The account blocked.
    /// @param operator The `BLOCKLIST_ROLE` holder that blocked it.
    event AccountBlocked(address indexed account, address indexed operator);

    /// @notice Emitted when an account is taken off the blocklist.
    /// @param account The account unblocked.
    /// @param operator The `BLOCKLIST_ROLE` holder that unblocked it.
    event AccountUnblocked(address indexed account, address indexed operator);

    /// @notice Emitted when the admin points the token at a new metadata JSON.
    /// @param cid IPFS CID (CIDv1, base32) of the new metadata JSON.
    /// @param uri The matching `ipfs://` URI that `metadataURI()` now returns.
    event MetadataUpdated(string cid, string uri);

    /// @notice Emitted when the token is paused.
    /// @param account Pauser that paused the token.
    event Paused(address account);

    /// @notice Emitted when the token is unpaused.
    /// @param account Pauser that unpaused the token.
    event Unpaused(address account);

    /// @notice Emitted when `account` is granted `role`.
    /// @param role The role granted.
    /// @param account Account that received the role.
    /// @param sender Account that granted it (an admin of the role), or the factory at creation.
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when `account` loses `role`, by revocation or renunciation.
    /// @param role The role revoked.
    /// @param account Account that lost the role.
    /// @param sender Account that revoked it: an admin of the role, or `account` itself when it renounced.
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when the token's proxy is upgraded to a new implementation.
    /// @param implementation Address of the new implementation contract.
    event Upgraded(address indexed implementation);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice The sender's balance is smaller than the amount.
    /// @param sender Account whose balance was too small.
    /// @param balance Its balance, in base units.
    /// @param needed The amount required, in base units.
    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);

    /// @notice The spender's allowance is smaller than the amount.
    /// @param spender Account spending the tokens.
    /// @param allowance Its current allowance, in base units.
    /// @param needed The amount required, in base units.
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

    /// @notice The receiver is the zero address; burn with `burn` or `burnFrom` instead.
    /// @param receiver The invalid receiver.
    error ERC20InvalidReceiver(address receiver);

    /// @notice The spender in `approve` is the zero address.
    /// @param spender The invalid spender.
    error ERC20InvalidSpender(address spender);

    /// @notice The mint would take the total supply above the cap.
    /// @param increasedSupply Total supply the mint would lead to, in base units.
    /// @param cap The cap, in base units.
    error ERC20ExceededCap(uint256 increasedSupply, uint256 cap);

    /// @notice The new cap is non-zero and below the current total supply.
    /// @param newCap The cap requested, in base units.
    /// @param totalSupply The current total supply, in base units.
    error CapBelowSupply(uint256 newCap, uint256 totalSupply);

    /// @notice An account involved in the call is on the blocklist.
    /// @param account The blocked account.
    error BlockedAccount(address account);

    /// @notice The metadata CID is empty.
    error EmptyCid();

    /// @notice The new implementation was never published by the asset token factory.
    /// @param implementation The implementation given.
    error UnapprovedImplementation(address implementation);

    /// @notice The token is paused: the function is disabled while paused, or `pause` was called on a paused token.
    error EnforcedPause();

    /// @notice The token is not paused, so it cannot be unpaused.
    error ExpectedPause();

    /// @notice The caller lacks the role the function requires.
    /// @param account The caller.
    /// @param neededRole The role required.
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    /// @notice `renounceRole` was called with a confirmation address that is not the caller.
    error AccessControlBadConfirmation();

    /// @notice A value was sent with an upgrade that calls nothing (OpenZeppelin 5's `ERC1967Utils`).
    error ERC1967NonPayable();

    // ───────────────────────────── ERC-20 ─────────────────────────────

    /// @notice The token's name.
    /// @return tokenName For example "Aurus Gold".
    /// @custom:access Anyone.
    function name() external view returns (string memory tokenName);

    /// @notice The token's symbol.
    /// @return tokenSymbol For example "AUR".
    /// @custom:access Anyone.
    function symbol() external view returns (string memory tokenSymbol);

    /// @notice How many decimals the token uses: 10^decimals base units make one token.
    /// @dev Fixed at creation. AUR has 18, so 1 AUR (1 gram of gold) is `1000000000000000000`.
    /// @return tokenDecimals 0 to 18.
    /// @custom:access Anyone.
    function decimals() external view returns (uint8 tokenDecimals);

    /// @notice All tokens in circulation: minted minus burned.
    /// @return supply Total supply, in base units.
    /// @custom:access Anyone.
    function totalSupply() external view returns (uint256 supply);

    /// @notice The balance of an account.
    /// @param account The account.
    /// @return balance Its balance, in base units.
    /// @custom:access Anyone.
    function balanceOf(address account) external view returns (uint256 balance);

    /// @notice How much `spender` may still spend from `owner`'s balance with `transferFrom` or `burnFrom`.
    /// @param owner Account whose tokens may be spent.
    /// @param spender Account allowed to spend them.
    /// @return remaining Remaining allowance, in base units; `type(uint256).max` is unlimited and never decreases.
    /// @custom:access Anyone.
    function allowance(address owner, address spender) external view returns (uint256 remaining);

    /// @notice Sends `value` tokens from your balance to `to`.
    /// @param to The receiver.
    /// @param value Amount, in base units (25 AUR = `25000000000000000000`).
    /// @return success Always true; failures revert.
    /// @custom:access Any holder that is not blocked.
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts BlockedAccount when you or `to` is on the blocklist.
    /// @custom:reverts ERC20InvalidReceiver when `to` is the zero address.
    /// @custom:reverts ERC20InsufficientBalance when `value` exceeds your balance.
    function transfer(address to, uint256 value) external returns (bool success);

    /// @notice Allows `spender` to spend up to `value` of your tokens, replacing any earlier allowance.
    /// @dev Works while paused. To change a non-zero allowance safely, set it to 0 first or make sure the spender
    /// cannot front-run the change.
    /// @param spender Account allowed to spend, for example the ARTE mixer or a collateral pool.
    /// @param value Allowance, in base units; `type(uint256).max` for unlimited.
    /// @return success Always true; failures revert.
    /// @custom:access Any holder that is not blocked.
    /// @custom:emits Approval
    /// @custom:reverts BlockedAccount when you or `spender` is on the blocklist.
    /// @custom:reverts ERC20InvalidSpender when `spender` is the zero address.
    function approve(address spender, uint256 value) external returns (bool success);

    /// @notice Moves `value` tokens from `from` to `to` using the allowance `from` gave you.
    /// @param from Account the tokens leave.
    /// @param to The receiver.
    /// @param value Amount, in base units.
    /// @return success Always true; failures revert.
    /// @custom:access Any spender with enough allowance from `from`.
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts BlockedAccount when you, `from` or `to` is on the blocklist.
    /// @custom:reverts ERC20InvalidReceiver when `to` is the zero address.
    /// @custom:reverts ERC20InsufficientAllowance when `value` exceeds your allowance from `from`.
    /// @custom:reverts ERC20InsufficientBalance when `value` exceeds the balance of `from`.
    function transferFrom(address from, address to, uint256 value) external returns (bool success);

    // ───────────────────────────── Supply ─────────────────────────────

    /// @notice Creates `amount` new tokens and credits them to `to`.
    /// @dev Aurus mints 1,000 AUR (`1000000000000000000000`) to its treasury for each kilogram of gold that enters the
    /// vault. With the cap of 1,000,000 AUR and a total supply of 48,250 AUR, at most 951,750 AUR can be minted: a mint
    /// of 960,000 AUR reverts with `ERC20ExceededCap(1008250000000000000000000, 1000000000000000000000000)`.
    /// @param to Account that receives the new tokens.
    /// @param amount Amount to mint, in base units.
    /// @custom:access MINTER_ROLE.
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts BlockedAccount when `to` is on the blocklist.
    /// @custom:reverts ERC20InvalidReceiver when `to` is the zero address.
    /// @custom:reverts ERC20ExceededCap when a non-zero cap is set and `totalSupply() + amount` would exceed it.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `MINTER_ROLE`.
    function mint(address to, uint256 amount) external;

    /// @notice Destroys `amount` tokens from your own balance.
    /// @dev For redemptions: holders send tokens to the issuer's treasury, which burns them when it releases the
    /// underlying asset.
    /// @param amount Amount to burn, in base units.
    /// @custom:access BURNER_ROLE (burns the caller's own balance).
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts BlockedAccount when you are on the blocklist.
    /// @custom:reverts ERC20InsufficientBalance when `amount` exceeds your balance.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BURNER_ROLE`.
    function burn(uint256 amount) external;

    /// @notice Destroys `amount` tokens from `account`, spending the allowance `account` gave you.
    /// @dev The holder approves the burner first, so no role can burn a holder's tokens without consent. Lowers the
    /// allowance unless it is unlimited.
    /// @param account Account whose tokens are burned.
    /// @param amount Amount to burn, in base units.
    /// @custom:access BURNER_ROLE, with an allowance from `account`.
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts BlockedAccount when you or `account` is on the blocklist.
    /// @custom:reverts ERC20InsufficientAllowance when `amount` exceeds your allowance from `account`.
    /// @custom:reverts ERC20InsufficientBalance when `amount` exceeds the balance of `account`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BURNER_ROLE`.
    function burnFrom(address account, uint256 amount) external;

    /// @notice The most tokens that may ever be in circulation at once.
    /// @return maxSupply Cap, in base units; 0 means uncapped (AUR: `1000000000000000000000000` = 1,000,000 AUR).
    /// @custom:access Anyone.
    function cap() external view returns (uint256 maxSupply);

    /// @notice Changes the supply cap.
    /// @dev Burned tokens free room under the cap; the cap limits supply, not the total ever minted.
    /// @param newCap The new cap, in base units; 0 removes the cap. A non-zero cap must be at least `totalSupply()`.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits CapUpdated
    /// @custom:reverts CapBelowSupply when `newCap` is not 0 and is below `totalSupply()`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setCap(uint256 newCap) external;

    // ───────────────────────────── Blocklist ─────────────────────────────

    /// @notice Whether an account is on the blocklist.
    /// @param account The account to check.
    /// @return blocked True when the account cannot send, receive, approve, be spent from or be minted to.
    /// @custom:access Anyone.
    function isBlocked(address account) external view returns (bool blocked);

    /// @notice Puts `account` on the blocklist, freezing its balance where it is.
    /// @dev Emits nothing if the account is already blocked. The balance stays in the account and counts towards
    /// `totalSupply()`. Works while paused.
    /// @param account The account to block, for example an address named in a sanctions list.
    /// @custom:access BLOCKLIST_ROLE.
    /// @custom:emits AccountBlocked
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BLOCKLIST_ROLE`.
    function blockAccount(address account) external;

    /// @notice Takes `account` off the blocklist, so it can use its tokens again.
    /// @dev Emits nothing if the account is not blocked. Works while paused.
    /// @param account The account to unblock.
    /// @custom:access BLOCKLIST_ROLE.
    /// @custom:emits AccountUnblocked
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `BLOCKLIST_ROLE`.
    function unblockAccount(address account) external;

    // ───────────────────────────── Metadata ─────────────────────────────

    /// @notice The IPFS CID of the asset's current metadata JSON (name, description, documents, legal terms).
    /// @return cid CIDv1 in base32 (`bafy…`), or an empty string before the first `setMetadataCid`.
    /// @custom:access Anyone.
    function metadataCid() external view returns (string memory cid);

    /// @notice The asset's current metadata as a URI.
    /// @return uri `ipfs://` followed by `metadataCid()`, or an empty string before the first `setMetadataCid`.
    /// @custom:access Anyone.
    function metadataURI() external view returns (string memory uri);

    /// @notice Points the token at a new version of its metadata JSON.
    /// @dev Pin the JSON on IPFS first; the Assets API pins every metadata version and returns its CID. The contract
    /// checks only that the CID is not empty.
    /// @param cid CIDv1 (base32) of the new metadata JSON.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits MetadataUpdated
    /// @custom:reverts EmptyCid when `cid` is empty.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setMetadataCid(string calldata cid) external;

    // ───────────────────────────── Pause ─────────────────────────────

    /// @notice Whether the token is paused.
    /// @return isPaused True while transfers, mints and burns are disabled.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Stops every movement of tokens: `transfer`, `transferFrom`, `mint`, `burn` and `burnFrom`.
    /// @dev For emergencies such as a suspected key compromise or a dispute over the underlying asset. Balances are
    /// untouched; `approve`, the blocklist and admin functions keep working.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Paused
    /// @custom:reverts EnforcedPause when the token is already paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function pause() external;

    /// @notice Lifts the pause, so tokens can move again.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Unpaused
    /// @custom:reverts ExpectedPause when the token is not paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function unpause() external;

    // ───────────────────────────── Roles ─────────────────────────────

    /// @notice The identifier of the default admin role.
    /// @return role `0x0000000000000000000000000000000000000000000000000000000000000000`.
    /// @custom:access Anyone.
    function DEFAULT_ADMIN_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the minter role (`mint`).
    /// @return role `keccak256("MINTER_ROLE")` = `0x9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a6`.
    /// @custom:access Anyone.
    function MINTER_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the burner role (`burn`, `burnFrom`).
    /// @return role `keccak256("BURNER_ROLE")` = `0x3c11d16cbaffd01df69ce1c404f6340ee057498f5f00246190ea54220576a848`.
    /// @custom:access Anyone.
    function BURNER_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the pauser role (`pause`, `unpause`).
    /// @return role `keccak256("PAUSER_ROLE")` = `0x65d7a28e3265b37a6474929f336521b332c1681b933f6cb9f3376673440d862a`.
    /// @custom:access Anyone.
    function PAUSER_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the blocklist role (`blockAccount`, `unblockAccount`).
    /// @return role `keccak256("BLOCKLIST_ROLE")` =
    /// `0xdef752f6ad59be9880423e079755189539de01983d091b3c097e4742fd9916d1`.
    /// @custom:access Anyone.
    function BLOCKLIST_ROLE() external view returns (bytes32 role);

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `MINTER_ROLE()`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role`.
    /// @param role The role.
    /// @return adminRole `DEFAULT_ADMIN_ROLE` (`0x00…00`) for every role of the token.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice Grants `role` to `account`.
    /// @dev Emits nothing if `account` already holds the role. Aurus grants `MINTER_ROLE` to its vault operations
    /// wallet and keeps `DEFAULT_ADMIN_ROLE` on the treasury.
    /// @param role The role to grant.
    /// @param account Account that receives it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleGranted
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function grantRole(bytes32 role, address account) external;

    /// @notice Revokes `role` from `account`.
    /// @dev Emits nothing if `account` does not hold the role. Never revoke the last `DEFAULT_ADMIN_ROLE` holder:
    /// nobody could grant roles, change the cap or upgrade the token again.
    /// @param role The role to revoke.
    /// @param account Account that loses it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function revokeRole(bytes32 role, address account) external;

    /// @notice Gives up `role` for your own account.
    /// @param role The role to renounce.
    /// @param callerConfirmation Your own address, as a guard against renouncing by mistake.
    /// @custom:access Any holder of `role`, for itself.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlBadConfirmation when `callerConfirmation` is not your address.
    function renounceRole(bytes32 role, address callerConfirmation) external;

    // ───────────────────────────── Upgrades ─────────────────────────────

    /// @notice The asset token factory that created this token.
    /// @return tokenFactory Address of the factory (Base Sepolia: `0xdb82753fCA037b53D87760Bd57Da96409D30F17b`).
    /// @custom:access Anyone.
    function factory() external view returns (address tokenFactory);

    /// @notice Upgrades the token's proxy to `newImplementation` and optionally calls it.
    /// @dev UUPS: only implementations the factory has published (`IAssetTokenFactory.isTokenImplementation`) are
    /// accepted. Balances, allowances, roles, cap, blocklist and metadata stay in the proxy's storage. Send a value
    /// of 0.
    /// @param newImplementation Address of a token implementation the factory published.
    /// @param data Calldata to delegate-call on the new implementation after the upgrade, or empty bytes (`0x`).
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits Upgraded
    /// @custom:reverts UnapprovedImplementation when the factory never published `newImplementation`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    /// @custom:reverts ERC1967NonPayable when you send a value with empty `data`.
    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable;
}
