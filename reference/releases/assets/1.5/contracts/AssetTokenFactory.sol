// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IAssetTokenFactory — the ERC-20 asset token factory of Assetra Assets
/// @notice Deploys ERC-20 asset tokens (`IAssetToken`) at addresses you can predict before deployment. Each token is
/// an ERC-1967 proxy in front of the factory's current token implementation, created with CREATE2 and initialised in
/// the same transaction, so a token never exists half set up. There is one factory per network; on Base Sepolia it
/// is `0xdb82753fCA037b53D87760Bd57Da96409D30F17b`.
/// @dev Built on OpenZeppelin 5 `AccessControl` behind a UUPS proxy (ERC-1967): always call the proxy address. The
/// CREATE2 salt the factory uses is `keccak256(abi.encode(creator, salt))`, so nobody else can deploy at the address
/// your salt predicts, and the proxy's creation code does not depend on the token's name, cap or admin, so the
/// address depends only on the factory, the creator and the salt. Roles: `DEFAULT_ADMIN_ROLE` (`0x00…00`; the
/// Assetra platform admin Safe: roles, token implementation, upgrades) and `ISSUER_ROLE` (issuer wallets Assetra has
/// approved after onboarding: create tokens). The factory keeps no role on the tokens it creates.
/// @custom:security-contact security@assetra.dev
interface IAssetTokenFactory {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when the factory deploys and initialises a new asset token.
    /// @param token Address of the new token (its proxy).
    /// @param creator Account that called `createToken`.
    /// @param admin Account that received `DEFAULT_ADMIN_ROLE` on the token.
    /// @param name The token's name.
    /// @param symbol The token's symbol.
    /// @param decimals The token's decimals.
    /// @param cap The token's supply cap, in base units; 0 means uncapped.
    /// @param salt The salt the creator passed (before it is combined with the creator's address).
    event TokenCreated(address indexed token, address indexed creator, address indexed admin, string name, string symbol, uint8 decimals, uint256 cap, bytes32 salt);

    /// @notice Emitted when the platform admin sets the implementation that new tokens use.
    /// @param previousImplementation The implementation new tokens used until now.
    /// @param newImplementation The implementation new tokens use from now on; existing tokens may upgrade to it.
    event TokenImplementationUpdated(address indexed previousImplementation, address indexed newImplementation);

    /// @notice Emitted when `account` is granted `role` on the factory.
    /// @param role The role granted.
    /// @param account Account that received the role.
    /// @param sender Account that granted it (an admin of the role).
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when `account` loses `role` on the factory, by revocation or renunciation.
    /// @param role The role revoked.
    /// @param account Account that lost the role.
    /// @param sender Account that revoked it: an admin of the role, or `account` itself when it renounced.
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    /// @notice Emitted when the factory's own proxy is upgraded to a new implementation.
    /// @param implementation Address of the new factory implementation.
    event Upgraded(address indexed implementation);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice The token name or symbol is empty.
    error EmptyNameOrSymbol();

    /// @notice The decimals are above 18.
    /// @param decimals The decimals requested.
    error InvalidDecimals(uint8 decimals);

    /// @notice A token already exists at the address this creator and salt lead to.
    /// @param token The existing token at the predicted address.
    error TokenAlreadyDeployed(address token);

    /// @notice The address has no contract code, so it cannot be a token implementation; for the factory's own
    /// upgrade, also an implementation that is not UUPS-compatible.
    /// @param implementation The address given.
    error InvalidImplementation(address implementation);

    /// @notice The caller lacks the role, on the factory, that the function requires.
    /// @param account The caller.
    /// @param neededRole The role required.
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    /// @notice `renounceRole` was called with a confirmation address that is not the caller.
    error AccessControlBadConfirmation();

    /// @notice A value was sent with an upgrade that calls nothing (OpenZeppelin 5's `ERC1967Utils`).
    error ERC1967NonPayable();

    // ───────────────────────────── Token creation ─────────────────────────────

    /// @notice Deploys a new ERC-20 asset token with CREATE2, initialises it and grants every token role to `admin`.
    /// @dev The token starts with a total supply of 0, unpaused, with an empty blocklist and no metadata CID. `admin`
    /// receives `DEFAULT_ADMIN_ROLE`, `MINTER_ROLE`, `BURNER_ROLE`, `PAUSER_ROLE` and `BLOCKLIST_ROLE`; it then hands
    /// the operational roles to other accounts with `grantRole` on the token. Call `predictTokenAddress(msg.sender,
    /// salt)` first to learn the address. Aurus Gold was created with `("Aurus Gold", "AUR", 18,
    /// 1000000000000000000000000, 0xEe94D7A6e649c96a0E6666c9E21DD485f28b4d4b, salt)`: 18 decimals and a cap of
    /// 1,000,000 AUR, with the Aurus treasury as admin.
    /// @param name Token name, for example "Aurus Gold"; must not be empty.
    /// @param symbol Token symbol, for example "AUR"; must not be empty.
    /// @param decimals Decimals of the token, 0 to 18 (18 for AUR; 6 suits a currency-like asset).
    /// @param cap Maximum total supply, in base units; 0 means uncapped. The admin can change it later with `setCap`.
    /// @param admin Account that receives every role on the token, usually the issuer's Safe.
    /// @param salt Any 32 bytes you choose; together with your address it fixes the token's address.
    /// @return token Address of the new token.
    /// @custom:access ISSUER_ROLE.
    /// @custom:emits TokenCreated
    /// @custom:reverts ZeroAddress when `admin` is the zero address.
    /// @custom:reverts EmptyNameOrSymbol when `name` or `symbol` is empty.
    /// @custom:reverts InvalidDecimals when `decimals` is above 18.
    /// @custom:reverts TokenAlreadyDeployed when you already created a token with this `salt`.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `ISSUER_ROLE`.
    function createToken(string calldata name, string calldata symbol, uint8 decimals, uint256 cap, address admin, bytes32 salt) external returns (address token);

    /// @notice The address `createToken` will deploy to for this creator and salt.
    /// @dev CREATE2 address of the factory with salt `keccak256(abi.encode(creator, salt))` and the fixed proxy creation
    /// code. It stays valid after `setTokenImplementation`, because the implementation is set when the proxy is
    /// initialised, not in its creation code.
    /// @param creator The account that will call `createToken`.
    /// @param salt The salt it will pass.
    /// @return token The predicted token address; `isToken(token)` turns true once it is deployed.
    /// @custom:access Anyone.
    function predictTokenAddress(address creator, bytes32 salt) external view returns (address token);

    // ───────────────────────────── Registry (views) ─────────────────────────────

    /// @notice Whether an address is a token this factory created.
    /// @dev Use it to tell genuine Assetra asset tokens from look-alikes before you integrate one.
    /// @param token The address to check.
    /// @return created True when the factory deployed `token`.
    /// @custom:access Anyone.
    function isToken(address token) external view returns (bool created);

    /// @notice How many tokens the factory has created.
    /// @return count Number of tokens; valid indexes for `tokenAt` are 0 to `count − 1`.
    /// @custom:access Anyone.
    function tokenCount() external view returns (uint256 count);

    /// @notice The token created at position `index`, in creation order.
    /// @param index Position from 0 to `tokenCount() − 1`.
    /// @return token Address of the token.
    /// @custom:access Anyone.
    function tokenAt(uint256 index) external view returns (address token);

    // ───────────────────────────── Token implementation ─────────────────────────────

    /// @notice The implementation contract new tokens point at.
    /// @return implementation Address of the current token implementation.
    /// @custom:access Anyone.
    function tokenImplementation() external view returns (address implementation);

    /// @notice Whether an implementation has ever been published by this factory.
    /// @dev A token's `upgradeToAndCall` accepts only implementations for which this returns true, so an issuer can
    /// upgrade to any published version but never to unreviewed code.
    /// @param implementation The implementation to check.
    /// @return published True when the factory has set `implementation` as its token implementation at some point.
    /// @custom:access Anyone.
    function isTokenImplementation(address implementation) external view returns (bool published);

    /// @notice Sets the implementation that tokens created from now on use, and publishes it for upgrades.
    /// @dev Existing tokens keep their implementation until their own admin calls `upgradeToAndCall` on the token.
    /// @param implementation Address of the new, audited token implementation.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits TokenImplementationUpdated
    /// @custom:reverts InvalidImplementation when `implementation` has no contract code.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function setTokenImplementation(address implementation) external;

    // ───────────────────────────── Roles ─────────────────────────────

    /// @notice The identifier of the issuer role, which may create tokens.
    /// @return role `keccak256("ISSUER_ROLE")` = `0x114e74f6ea3bd819998f78687bfcb11b140da08e9b7d222fa9c1f1ba1f2aa122`.
    /// @custom:access Anyone.
    function ISSUER_ROLE() external view returns (bytes32 role);

    /// @notice Whether `account` holds `role` on the factory.
    /// @param role The role, for example `ISSUER_ROLE()` or `0x00…00` for `DEFAULT_ADMIN_ROLE`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role` on the factory.
    /// @param role The role.
    /// @return adminRole `DEFAULT_ADMIN_ROLE` (`0x00…00`) for every role of the factory.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice Grants `role` on the factory to `account`, for example `ISSUER_ROLE` to an onboarded issuer's wallet.
    /// @dev Emits nothing if `account` already holds the role.
    /// @param role The role to grant.
    /// @param account Account that receives it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleGranted
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function grantRole(bytes32 role, address account) external;

    /// @notice Revokes `role` on the factory from `account`.
    /// @dev Tokens the account already created are not affected. Emits nothing if `account` does not hold the role.
    /// @param role The role to revoke.
    /// @param account Account that loses it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function revokeRole(bytes32 role, address account) external;

    /// @notice Gives up `role` on the factory for your own account.
    /// @param role The role to renounce.
    /// @param callerConfirmation Your own address, as a guard against renouncing by mistake.
    /// @custom:access Any holder of `role`, for itself.
    /// @custom:emits RoleRevoked
    /// @custom:reverts AccessControlBadConfirmation when `callerConfirmation` is not your address.
    function renounceRole(bytes32 role, address callerConfirmation) external;

    // ───────────────────────────── Upgrades ─────────────────────────────

    /// @notice Upgrades the factory's own proxy to `newImplementation` and optionally calls it.
    /// @dev UUPS: the upgrade function lives in the implementation. Tokens are separate proxies and are not affected.
    /// Before OpenZeppelin's own checks, the factory checks that `newImplementation` has code and answers the ERC-1967
    /// slot from `proxiableUUID`, and raises its own `InvalidImplementation` otherwise. Send a value of 0.
    /// @param newImplementation Address of the new factory implementation.
    /// @param data Calldata to delegate-call on the new implementation after the upgrade, or empty bytes (`0x`).
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits Upgraded
    /// @custom:reverts InvalidImplementation when `newImplementation` has no contract code or is not UUPS-compatible.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    /// @custom:reverts ERC1967NonPayable when you send a value with empty `data`.
    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable;
}
