// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IArteMixer — the ARTE mixer of Assetra Assets
/// @notice Creates ARTE basket tokens and mints and burns them against their components. A basket is an ERC-20 token
/// (18 decimals) whose every whole unit is backed by fixed amounts of two or more component tokens that the mixer
/// holds. Minting N basket tokens deposits N × each unit amount; burning N basket tokens returns them. On Base
/// Sepolia the mixer is `0x903c0b459C92eC02e3D2D0534F48f81d777F0926`, and ARTE-IG ("ARTE Income & Gold",
/// `0xf6Be67d342D9239065BFb095fc71AFd471c49eB8`) is 0.25 SGLD + 1.5 HSIF + 20 USDC per basket token.
/// @dev Built on OpenZeppelin 5 `AccessControl`, `Pausable`, `ReentrancyGuard` and `SafeERC20`, behind a UUPS proxy
/// (ERC-1967): always call the proxy address. The mixer is the only minter and burner of its basket tokens. Component
/// amounts for `amount` basket base units are `amount × unitAmount / 10^18` per component, rounded up on `mint`
/// and down on `burn`, so a mint followed by a burn can never take more out than it put in. Components that are
/// ERC-3643 tokens keep their own rules: the mixer must be verified by them (registered in their identity registries,
/// with valid claims) to hold them, the `to` of a `burn` must be verified to receive them, and their compliance must
/// accept each deposit and each return (`canTransfer`). While paused, `mint` reverts with `EnforcedPause`; `burn`
/// stays open so holders can still redeem, unless a component token is paused, which stops `burn` as well as `mint`
/// until its issuer unpauses it, or the mixer cannot send what a burn returns (its wallet frozen or blocked on that
/// token, or too few of its tokens unfrozen or left after an agent of that token burnt or force-transferred them).
/// Roles: `DEFAULT_ADMIN_ROLE` (`0x00…00`; roles, upgrades), `CURATOR_ROLE` (create baskets) and `PAUSER_ROLE`.
/// @custom:security-contact security@assetra.dev
interface IArteMixer {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when a curator creates a basket.
    /// @param basket Address of the new basket token.
    /// @param creator The curator that created it.
    /// @param name The basket token's name.
    /// @param symbol The basket token's symbol.
    /// @param components The component tokens, in basket order.
    /// @param unitAmounts Base units of each component behind one whole basket token, in the same order.
    event BasketCreated(address indexed basket, address indexed creator, string name, string symbol, address[] components, uint256[] unitAmounts);

    /// @notice Emitted when basket tokens are minted against deposited components.
    /// @param basket The basket token.
    /// @param caller Account that deposited the components.
    /// @param to Account that received the basket tokens.
    /// @param amount Basket tokens minted, in base units (18 decimals).
    /// @param componentAmounts Component base units deposited, in basket order.
    event BasketMinted(address indexed basket, address indexed caller, address indexed to, uint256 amount, uint256[] componentAmounts);

    /// @notice Emitted when basket tokens are burned and their components released.
    /// @param basket The basket token.
    /// @param caller Account whose basket tokens were burned.
    /// @param to Account that received the components.
    /// @param amount Basket tokens burned, in base units (18 decimals).
    /// @param componentAmounts Component base units released, in basket order.
    event BasketBurned(address indexed basket, address indexed caller, address indexed to, uint256 amount, uint256[] componentAmounts);

    /// @notice Emitted when the mixer is paused.
    /// @param account Pauser that paused the mixer.
    event Paused(address account);

    /// @notice Emitted when the mixer is unpaused.
    /// @param account Pauser that unpaused the mixer.
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

    /// @notice Emitted when the mixer's proxy is upgraded to a new implementation.
    /// @param implementation Address of the new implementation contract.
    event Upgraded(address indexed implementation);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An amount is 0.
    error ZeroAmount();

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice The basket name or symbol is empty.
    error EmptyNameOrSymbol();

    /// @notice `components` and `unitAmounts` differ in length.
    /// @param components Length of `components`.
    /// @param unitAmounts Length of `unitAmounts`.
    error LengthMismatch(uint256 components, uint256 unitAmounts);

    /// @notice The basket has fewer than 2 or more than 10 components.
    /// @param count The number of components given.
    error InvalidComponentCount(uint256 count);

    /// @notice A component appears twice.
    /// @param component The repeated component.
    error DuplicateComponent(address component);

    /// @notice A component is the zero address, has no contract code, or is itself a basket of this mixer.
    /// @param component The invalid component.
    error InvalidComponent(address component);

    /// @notice A unit amount is 0.
    /// @param component The component whose unit amount is 0.
    error ZeroUnitAmount(address component);

    /// @notice The address is not a basket created by this mixer.
    /// @param basket The address given.
    error UnknownBasket(address basket);

    /// @notice The caller holds fewer basket tokens than it wants to burn.
    /// @param balance The caller's basket balance, in base units.
    /// @param needed The amount to burn, in base units.
    error InsufficientBasketBalance(uint256 balance, uint256 needed);

    /// @notice A component transfer failed without a revert of its own: the token returned `false`, or (from
    /// OpenZeppelin 5.1) returned no data from an address without code. When the component reverts (a missing
    /// allowance, a too-small balance, a receiver that is not verified), `SafeERC20` bubbles up the component's own
    /// revert data instead.
    /// @param token The component token.
    error SafeERC20FailedOperation(address token);

    /// @notice The mixer is paused: `mint` is disabled, or `pause` was called on a paused mixer.
    error EnforcedPause();

    /// @notice The mixer is not paused, so it cannot be unpaused.
    error ExpectedPause();

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

    // ───────────────────────────── Baskets ─────────────────────────────

    /// @notice Deploys a new basket token with a fixed composition.
    /// @dev The composition can never change: a different mix is a new basket. Unit amounts are in each component's
    /// own base units per whole basket token (10^18 basket base units). ARTE-IG was created with components
    /// `[SGLD, HSIF, USDC]` and unit amounts `[250000000000000000, 1500000000000000000, 20000000]`: 0.25 SGLD (18
    /// decimals), 1.5 HSIF (18 decimals) and 20 USDC (6 decimals). Register the mixer in the identity registry of
    /// every ERC-3643 component, with valid claims, before anyone mints.
    /// @param name Name of the basket token, for example "ARTE Income & Gold".
    /// @param symbol Symbol of the basket token, for example "ARTE-IG".
    /// @param components 2 to 10 distinct ERC-20 or ERC-3643 tokens.
    /// @param unitAmounts Base units of each component behind one whole basket token, in the same order; none may be 0.
    /// @return basket Address of the new basket token (18 decimals).
    /// @custom:access CURATOR_ROLE.
    /// @custom:emits BasketCreated
    /// @custom:reverts EmptyNameOrSymbol when `name` or `symbol` is empty.
    /// @custom:reverts LengthMismatch when `components` and `unitAmounts` differ in length.
    /// @custom:reverts InvalidComponentCount when there are fewer than 2 or more than 10 components.
    /// @custom:reverts DuplicateComponent when a component appears twice.
    /// @custom:reverts InvalidComponent when a component is the zero address, has no code, or is a basket of this mixer.
    /// @custom:reverts ZeroUnitAmount when a unit amount is 0.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `CURATOR_ROLE`.
    function createBasket(string calldata name, string calldata symbol, address[] calldata components, uint256[] calldata unitAmounts) external returns (address basket);

    /// @notice Deposits the components for `amount` basket tokens from your wallet and mints the basket tokens to `to`.
    /// @dev Approve the mixer for each component's `quoteMint` amount first; the mixer pulls them with `transferFrom`.
    /// Each component amount is `amount × unitAmount / 10^18`, rounded up. Minting 10 ARTE-IG
    /// (`10000000000000000000`) pulls 2.5 SGLD (`2500000000000000000`), 15 HSIF (`15000000000000000000`) and
    /// 200 USDC (`200000000`).
    /// @param basket The basket token.
    /// @param amount Basket tokens to mint, in base units (18 decimals).
    /// @param to Account that receives the basket tokens.
    /// @custom:access Anyone who holds and has approved the components.
    /// @custom:emits BasketMinted
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts UnknownBasket when `basket` was not created by this mixer.
    /// @custom:reverts EnforcedPause when the mixer is paused.
    /// @custom:reverts SafeERC20FailedOperation when a component's `transferFrom` returns `false` instead of reverting.
    /// A component that reverts passes its own error through unchanged: a missing allowance or too-small balance is
    /// a panic (0x11) or `InsufficientUnfrozenBalance` from an ERC-3643 component such as SGLD or HSIF, and
    /// "ERC20: transfer amount exceeds allowance" or "ERC20: transfer amount exceeds balance" from USDC.
    function mint(address basket, uint256 amount, address to) external;

    /// @notice Burns `amount` of your basket tokens and sends their components to `to`.
    /// @dev Needs no approval: the mixer burns basket tokens directly. Each component amount is `amount × unitAmount /
    /// 10^18`, rounded down; a component whose amount rounds down to 0 is not sent (an ERC-3643 token refuses to move 0). Burning 4 ARTE-IG (`4000000000000000000`) returns 1 SGLD, 6 HSIF and 80 USDC. Works while
    /// the mixer is paused, but not while a component token is paused, nor while the mixer cannot send what it returns (its wallet
    /// frozen or blocked on that token, or too few of its tokens unfrozen or left after an agent of that token burnt or
    /// force-transferred them): that token's `transfer` reverts with its own error.
    /// @param basket The basket token.
    /// @param amount Basket tokens to burn, in base units (18 decimals).
    /// @param to Account that receives the components; must be eligible for every ERC-3643 component.
    /// @custom:access Any holder of the basket token.
    /// @custom:emits BasketBurned
    /// @custom:reverts ZeroAmount when `amount` is 0.
    /// @custom:reverts ZeroAddress when `to` is the zero address.
    /// @custom:reverts UnknownBasket when `basket` was not created by this mixer.
    /// @custom:reverts InsufficientBasketBalance when `amount` exceeds your basket balance.
    /// @custom:reverts SafeERC20FailedOperation when a component's `transfer` returns `false` instead of reverting. A
    /// component that reverts passes its own error through unchanged, for example `RecipientNotVerified` from an
    /// ERC-3643 component when `to` is not verified for it.
    function burn(address basket, uint256 amount, address to) external;

    // ───────────────────────────── Views ─────────────────────────────

    /// @notice Whether an address is a basket created by this mixer.
    /// @param basket The address to check.
    /// @return created True when the mixer created `basket`.
    /// @custom:access Anyone.
    function isBasket(address basket) external view returns (bool created);

    /// @notice A basket's composition.
    /// @param basket The basket token.
    /// @return components The component tokens, in basket order.
    /// @return unitAmounts Base units of each component behind one whole basket token (ARTE-IG:
    /// `[250000000000000000, 1500000000000000000, 20000000]`).
    /// @custom:access Anyone.
    function basketComponents(address basket) external view returns (address[] memory components, uint256[] memory unitAmounts);

    /// @notice The components `mint` would pull for `amount` basket tokens, rounded up.
    /// @dev Approve the mixer for exactly these amounts. For 1 ARTE-IG base unit (10^-18 ARTE-IG) the USDC amount is
    /// 20000000 × 1 / 10^18, which rounds up to 1 base unit.
    /// @param basket The basket token.
    /// @param amount Basket tokens to mint, in base units.
    /// @return components The component tokens, in basket order.
    /// @return amounts Component base units to deposit, in the same order.
    /// @custom:access Anyone.
    function quoteMint(address basket, uint256 amount) external view returns (address[] memory components, uint256[] memory amounts);

    /// @notice The components `burn` would return for `amount` basket tokens, rounded down.
    /// @param basket The basket token.
    /// @param amount Basket tokens to burn, in base units.
    /// @return components The component tokens, in basket order.
    /// @return amounts Component base units returned, in the same order.
    /// @custom:access Anyone.
    function quoteBurn(address basket, uint256 amount) external view returns (address[] memory components, uint256[] memory amounts);

    /// @notice The components the mixer holds for a basket.
    /// @dev At least `totalSupply × unitAmount / 10^18` per component, because mints round up and burns round down,
    /// unless an agent of an ERC-3643 component burns, force-transfers or freezes the mixer's holdings, which the mixer
    /// cannot stop. With 400 ARTE-IG in circulation: at least 100 SGLD, 600 HSIF and 8,000 USDC.
    /// @param basket The basket token.
    /// @return components The component tokens, in basket order.
    /// @return reserves Component base units held for the basket, in the same order.
    /// @custom:access Anyone.
    function basketReserves(address basket) external view returns (address[] memory components, uint256[] memory reserves);

    /// @notice How many baskets the mixer has created.
    /// @return count Number of baskets; valid indexes for `basketAt` are 0 to `count − 1`.
    /// @custom:access Anyone.
    function basketCount() external view returns (uint256 count);

    /// @notice The basket created at position `index`, in creation order.
    /// @param index Position from 0 to `basketCount() − 1`.
    /// @return basket Address of the basket token.
    /// @custom:access Anyone.
    function basketAt(uint256 index) external view returns (address basket);

    // ───────────────────────────── Pause ─────────────────────────────

    /// @notice Whether the mixer is paused.
    /// @return isPaused True while `mint` is disabled.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Stops `mint`; `burn` (unless a component token is itself paused or the mixer cannot send what a burn returns), `createBasket`
/// and the views keep working.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Paused
    /// @custom:reverts EnforcedPause when the mixer is already paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function pause() external;

    /// @notice Lifts the pause, so `mint` works again.
    /// @custom:access PAUSER_ROLE.
    /// @custom:emits Unpaused
    /// @custom:reverts ExpectedPause when the mixer is not paused.
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `PAUSER_ROLE`.
    function unpause() external;

    // ───────────────────────────── Roles and upgrades ─────────────────────────────

    /// @notice The identifier of the curator role (`createBasket`).
    /// @return role `keccak256("CURATOR_ROLE")` = `0x850d585eb7f024ccee5e68e55f2c26cc72e1e6ee456acf62135757a5eb9d4a10`.
    /// @custom:access Anyone.
    function CURATOR_ROLE() external view returns (bytes32 role);

    /// @notice The identifier of the pauser role (`pause`, `unpause`).
    /// @return role `keccak256("PAUSER_ROLE")` = `0x65d7a28e3265b37a6474929f336521b332c1681b933f6cb9f3376673440d862a`.
    /// @custom:access Anyone.
    function PAUSER_ROLE() external view returns (bytes32 role);

    /// @notice Whether `account` holds `role`.
    /// @param role The role, for example `CURATOR_ROLE()`.
    /// @param account The account to check.
    /// @return granted True when `account` holds `role`.
    /// @custom:access Anyone.
    function hasRole(bytes32 role, address account) external view returns (bool granted);

    /// @notice The role whose holders may grant and revoke `role`.
    /// @param role The role.
    /// @return adminRole `DEFAULT_ADMIN_ROLE` (`0x00…00`) for every role of the mixer.
    /// @custom:access Anyone.
    function getRoleAdmin(bytes32 role) external view returns (bytes32 adminRole);

    /// @notice Grants `role` to `account`.
    /// @dev Emits nothing if `account` already holds the role.
    /// @param role The role to grant.
    /// @param account Account that receives it.
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits RoleGranted
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    function grantRole(bytes32 role, address account) external;

    /// @notice Revokes `role` from `account`.
    /// @dev Emits nothing if `account` does not hold the role.
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

    /// @notice Upgrades the mixer's proxy to `newImplementation` and optionally calls it.
    /// @dev UUPS. Baskets, reserves and roles stay in the proxy's storage; basket tokens are separate contracts and
    /// keep their addresses. Send a value of 0.
    /// @param newImplementation Address of the new implementation.
    /// @param data Calldata to delegate-call on the new implementation after the upgrade, or empty bytes (`0x`).
    /// @custom:access DEFAULT_ADMIN_ROLE.
    /// @custom:emits Upgraded
    /// @custom:reverts AccessControlUnauthorizedAccount when you do not hold `DEFAULT_ADMIN_ROLE`.
    /// @custom:reverts UUPSUnsupportedProxiableUUID when `newImplementation` answers another `proxiableUUID`.
    /// @custom:reverts ERC1967InvalidImplementation when `newImplementation` has code but no `proxiableUUID` (the
    /// call to it reverts). An address without code makes the upgrade revert without error data.
    /// @custom:reverts ERC1967NonPayable when you send a value with empty `data`.
    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable;
}
