// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IERC3643Token — the permissioned token of an ERC-3643 (T-REX) suite
/// @notice An ERC-20 token whose every transfer and mint checks that the receiver is verified in the token's identity
/// registry and that the modular compliance allows it; a forced transfer checks only the receiver's verification.
/// Agents manage supply, freezes and recovery; the owner wires the suite together. HSIF, the tokenised Harbour Street
/// Income Fund (18 decimals), is one: Base Sepolia `0x0cFf3500892aB9438215Ac5419546DEa2189a945`, owned by the issuer
/// admin Safe `0x4Ff9F18CC8e6561953683Fd121Ab378DE2913867`.
/// @dev Follows the ERC-3643 standard (T-REX v4) with its function names and semantics; Assetra reports failures as
/// the custom errors below instead of revert strings. A transfer of `amount` from `from` to `to` succeeds only when
/// the token is not paused, neither wallet is frozen, `amount` ≤ balance − frozen tokens of `from`,
/// `identityRegistry().isVerified(to)` and `compliance().canTransfer(from, to, amount)`; afterwards the token calls
/// `compliance().transferred(from, to, amount)`, which refuses an `amount` of 0, as do `created` and `destroyed`: unlike
/// a plain ERC-20 token, a transfer, mint, burn or forced transfer of 0 reverts (`ZeroAmount`). Agents bypass the sender-side checks and the compliance check
/// with `forcedTransfer`, never the receiver's verification. The identity registry shares the token's owner and
/// agent model (`owner`, `transferOwnership`, `addAgent`, `removeAgent`, `isAgent`, same selectors); the compliance
/// and the claim topics and trusted issuers registries share only its owner model (`owner`, `transferOwnership`) and
/// have no agents. Those functions are listed once, here. Each contract of the suite is a proxy whose implementation is set by the T-REX
/// implementation authority.
/// @custom:security-contact security@assetra.dev
interface IERC3643Token {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when tokens move, including mints (`from` is the zero address), burns (`to` is the zero
    /// address), forced transfers and recoveries.
    /// @param from Account the tokens left, or the zero address for a mint.
    /// @param to Account that received the tokens, or the zero address for a burn.
    /// @param value Amount moved, in base units.
    event Transfer(address indexed from, address indexed to, uint256 value);

    /// @notice Emitted when an allowance is set by `approve` or lowered by `transferFrom`.
    /// @param owner Account whose tokens may be spent.
    /// @param spender Account allowed to spend them.
    /// @param value The new allowance, in base units.
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @notice Emitted when the owner changes the token's name, symbol or ONCHAINID, and once at deployment. Deployed
    /// tokens emit it as T-REX v4 declares it, with `newName`, `newSymbol` and `newOnchainID` indexed (topics 1 to 3, the
    /// strings as their keccak256 hashes); this interface lists them unindexed until the correction announced on
    /// 1 December 2026 lands, so decode these logs with the indexed signature.
    /// @param newName The token name.
    /// @param newSymbol The token symbol.
    /// @param newDecimals The token decimals.
    /// @param newVersion The implementation version, for example "4.1.3".
    /// @param newOnchainID The token's own ONCHAINID identity.
    event UpdatedTokenInformation(string newName, string newSymbol, uint8 newDecimals, string newVersion, address newOnchainID);

    /// @notice Emitted when the owner sets the token's identity registry.
    /// @param identityRegistry Address of the identity registry.
    event IdentityRegistryAdded(address indexed identityRegistry);

    /// @notice Emitted when the owner sets the token's modular compliance.
    /// @param compliance Address of the modular compliance.
    event ComplianceAdded(address indexed compliance);

    /// @notice Emitted when an agent moves a lost wallet's tokens to the investor's new wallet.
    /// @param lostWallet The wallet the investor lost.
    /// @param newWallet The wallet that received the tokens.
    /// @param investorOnchainID The investor's ONCHAINID identity, now registered for `newWallet`.
    event RecoverySuccess(address indexed lostWallet, address indexed newWallet, address indexed investorOnchainID);

    /// @notice Emitted when an agent freezes or unfreezes a whole wallet.
    /// @param userAddress The wallet.
    /// @param isFrozen True when frozen, false when unfrozen.
    /// @param owner The agent that made the change.
    event AddressFrozen(address indexed userAddress, bool indexed isFrozen, address indexed owner);

    /// @notice Emitted when an agent freezes part of a wallet's balance.
    /// @param userAddress The wallet.
    /// @param amount Tokens frozen by this call, in base units.
    event TokensFrozen(address indexed userAddress, uint256 amount);

    /// @notice Emitted when frozen tokens are released, by an agent or by a burn, forced transfer or recovery that
    /// needed them.
    /// @param userAddress The wallet.
    /// @param amount Tokens unfrozen, in base units.
    event TokensUnfrozen(address indexed userAddress, uint256 amount);

    /// @notice Emitted when an agent pauses the token.
    /// @param userAddress The agent.
    event Paused(address userAddress);

    /// @notice Emitted when an agent unpauses the token.
    /// @param userAddress The agent.
    event Unpaused(address userAddress);

    /// @notice Emitted when the owner adds an agent to the token or the identity registry.
    /// @param agent The new agent.
    event AgentAdded(address indexed agent);

    /// @notice Emitted when the owner removes an agent.
    /// @param agent The former agent.
    event AgentRemoved(address indexed agent);

    /// @notice Emitted when ownership of a contract of the suite moves to a new owner.
    /// @param previousOwner The owner until now.
    /// @param newOwner The new owner.
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice A name or symbol is empty.
    error EmptyString();

    /// @notice Not raised: as in T-REX v4, batch functions do not compare their lists. Kept in the published interface
    /// so that decoders built on it still decode every error.
    error ArrayLengthMismatch();

    /// @notice The caller is not an agent of this contract.
    /// @param caller The caller.
    error CallerNotAgent(address caller);

    /// @notice The caller is not the owner of this contract.
    /// @param account The caller.
    error OwnableUnauthorizedAccount(address account);

    /// @notice The account is already an agent.
    /// @param agent The account.
    error AgentAlreadyExists(address agent);

    /// @notice The account is not an agent, so it cannot be removed.
    /// @param agent The account.
    error AgentNotFound(address agent);

    /// @notice The token is paused: the function is disabled while paused, or `pause` was called on a paused token.
    error EnforcedPause();

    /// @notice The token is not paused, so it cannot be unpaused.
    error ExpectedPause();

    /// @notice A wallet involved in the transfer is frozen.
    /// @param wallet The frozen wallet.
    error WalletFrozen(address wallet);

    /// @notice The sender's balance minus its frozen tokens is smaller than the amount.
    /// @param wallet The sender.
    /// @param unfrozenBalance Its balance minus its frozen tokens, in base units.
    /// @param needed The amount required, in base units.
    error InsufficientUnfrozenBalance(address wallet, uint256 unfrozenBalance, uint256 needed);

    /// @notice The wallet's balance is smaller than the amount, frozen tokens included.
    /// @param wallet The wallet.
    /// @param balance Its balance, in base units.
    /// @param needed The amount required, in base units.
    error InsufficientBalance(address wallet, uint256 balance, uint256 needed);

    /// @notice Not raised: as in T-REX v4, `transferFrom` spends the allowance with checked arithmetic, so an amount
    /// above it reverts with a panic (0x11). Kept in the published interface so that decoders built on it still
    /// decode every error.
    /// @param spender Account spending the tokens.
    /// @param allowance Its current allowance, in base units.
    /// @param needed The amount required, in base units.
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

    /// @notice Unfreezing more tokens than the wallet has frozen.
    /// @param wallet The wallet.
    /// @param frozen Its frozen tokens, in base units.
    /// @param requested The amount to unfreeze, in base units.
    error InsufficientFrozenTokens(address wallet, uint256 frozen, uint256 requested);

    /// @notice The receiver is not verified in the token's identity registry (`isVerified` is false).
    /// @param to The receiver.
    error RecipientNotVerified(address to);

    /// @notice The modular compliance refused the transfer (`canTransfer` is false), for example because of the
    /// country or the holder limit.
    /// @param from The sender, or the zero address for a mint.
    /// @param to The receiver.
    /// @param amount The amount, in base units.
    error TransferNotCompliant(address from, address to, uint256 amount);

    /// @notice The lost wallet has no tokens to recover.
    /// @param lostWallet The lost wallet.
    error NothingToRecover(address lostWallet);

    /// @notice Recovery is not possible: `newWallet` is not a management key of `investorOnchainID`.
    /// @param lostWallet The lost wallet.
    /// @param newWallet The proposed new wallet.
    error RecoveryNotPossible(address lostWallet, address newWallet);

    // ───────────────────────────── ERC-20 ─────────────────────────────

    /// @notice The token's name.
    /// @return tokenName For example "Harbour Street Income Fund".
    /// @custom:access Anyone.
    function name() external view returns (string memory tokenName);

    /// @notice The token's symbol.
    /// @return tokenSymbol For example "HSIF".
    /// @custom:access Anyone.
    function symbol() external view returns (string memory tokenSymbol);

    /// @notice How many decimals the token uses: 10^decimals base units make one token.
    /// @return tokenDecimals 18 for HSIF, so 1 HSIF is `1000000000000000000`.
    /// @custom:access Anyone.
    function decimals() external view returns (uint8 tokenDecimals);

    /// @notice All tokens in circulation, frozen ones included.
    /// @return supply Total supply, in base units.
    /// @custom:access Anyone.
    function totalSupply() external view returns (uint256 supply);

    /// @notice The balance of a wallet, frozen tokens included.
    /// @dev What the wallet can move is `balanceOf(account) − getFrozenTokens(account)`, and nothing while
    /// `isFrozen(account)`.
    /// @param account The wallet.
    /// @return balance Its balance, in base units.
    /// @custom:access Anyone.
    function balanceOf(address account) external view returns (uint256 balance);

    /// @notice How much `spender` may still spend from `owner`'s balance with `transferFrom`.
    /// @param owner Account whose tokens may be spent.
    /// @param spender Account allowed to spend them.
    /// @return remaining Remaining allowance, in base units.
    /// @custom:access Anyone.
    function allowance(address owner, address spender) external view returns (uint256 remaining);

    /// @notice Allows `spender` to spend up to `amount` of your tokens, replacing any earlier allowance.
    /// @dev An allowance does not make the spender eligible: the receiver of a `transferFrom` must still be verified.
    /// Approve the HSIF / USDC pool before you deposit HSIF as collateral.
    /// @param spender Account allowed to spend.
    /// @param amount Allowance, in base units.
    /// @return success Always true; failures revert.
    /// @custom:access Any holder.
    /// @custom:emits Approval
    /// @custom:reverts ZeroAddress when `spender` is the zero address.
    function approve(address spender, uint256 amount) external returns (bool success);

    /// @notice Sends `amount` of your unfrozen tokens to `to`, a verified and compliant receiver.
    /// @param to The receiver; must be verified in the identity registry.
    /// @param amount Amount, in base units (100 HSIF = `100000000000000000000`).
    /// @return success Always true; failures revert.
    /// @custom:access Any holder whose wallet is not frozen.
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts WalletFrozen when your wallet or `to` is frozen.
    /// @custom:reverts InsufficientUnfrozenBalance when `amount` exceeds your balance minus your frozen tokens.
    /// @custom:reverts RecipientNotVerified when `identityRegistry().isVerified(to)` is false.
    /// @custom:reverts TransferNotCompliant when `compliance().canTransfer(msg.sender, to, amount)` is false.
    /// @custom:reverts ZeroAmount when `amount` is 0 (from the compliance's `transferred`).
    function transfer(address to, uint256 amount) external returns (bool success);

    /// @notice Moves `amount` of `from`'s unfrozen tokens to `to`, using the allowance `from` gave you.
    /// @dev As in T-REX v4, the allowance is spent last, after the checks below: an `amount` above your allowance
    /// reverts with a panic (0x11, arithmetic underflow), which viem reports as an arithmetic error, not a custom error.
    /// @param from Account the tokens leave.
    /// @param to The receiver; must be verified in the identity registry.
    /// @param amount Amount, in base units.
    /// @return success Always true; failures revert.
    /// @custom:access Any spender with enough allowance from `from`.
    /// @custom:emits Transfer, Approval
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts WalletFrozen when `from` or `to` is frozen.
    /// @custom:reverts InsufficientUnfrozenBalance when `amount` exceeds the balance of `from` minus its frozen tokens.
    /// @custom:reverts RecipientNotVerified when `identityRegistry().isVerified(to)` is false.
    /// @custom:reverts TransferNotCompliant when `compliance().canTransfer(from, to, amount)` is false.
    /// @custom:reverts ZeroAmount when `amount` is 0 (from the compliance's `transferred`).
    function transferFrom(address from, address to, uint256 amount) external returns (bool success);

    /// @notice Sends tokens from your wallet to several receivers in one transaction.
    /// @dev Each pair is checked like a `transfer`; one failure reverts the whole batch.
    /// As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second list
    /// reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you send.
    /// @param toList The receivers.
    /// @param amounts The amounts, in base units, in the same order.
    /// @custom:access Any holder whose wallet is not frozen.
    /// @custom:emits Transfer
    /// @custom:reverts EnforcedPause when the token is paused.
    /// @custom:reverts WalletFrozen when your wallet or a receiver is frozen.
    /// @custom:reverts InsufficientUnfrozenBalance when the amounts together exceed your unfrozen balance.
    /// @custom:reverts RecipientNotVerified when a receiver is not verified.
    /// @custom:reverts TransferNotCompliant when the compliance refuses one of the transfers.
    /// @custom:reverts ZeroAmount when an amount is 0 (from the compliance's `transferred`).
    function batchTransfer(address[] calldata toList, uint256[] calldata amounts) external;

    // ───────────────────────────── Token information ─────────────────────────────

    /// @notice The token's own ONCHAINID identity, which holds claims about the issuer and the fund.
    /// @return onchainIdentity Address of the token's identity contract.
    /// @custom:access Anyone.
    function onchainID() external view returns (address onchainIdentity);

    /// @notice The T-REX implementation version of the token.
    /// @return tokenVersion For example "4.1.3".
    /// @custom:access Anyone.
    function version() external view returns (string memory tokenVersion);

    /// @notice The identity registry the token checks receivers against.
    /// @return registry HSIF: `0x9cC9842305d5e9fe2A28E43359bC1AfA7E5a5e6F`.
    /// @custom:access Anyone.
    function identityRegistry() external view returns (address registry);

    /// @notice The modular compliance the token asks before every transfer and mint (not before an agent's forced
    /// transfer or burn), and notifies after every movement of tokens.
    /// @return modularCompliance HSIF: `0x843685dc179Bd9b54fBDa1E95Fec72338AF10c93`.
    /// @custom:access Anyone.
    function compliance() external view returns (address modularCompliance);

    /// @notice Whether the token is paused.
    /// @return isPaused True while holder transfers (`transfer`, `transferFrom`, `batchTransfer`) are disabled; agent
    /// actions such as `mint`, `burn` and `forcedTransfer` keep working.
    /// @custom:access Anyone.
    function paused() external view returns (bool isPaused);

    /// @notice Whether a whole wallet is frozen.
    /// @param userAddress The wallet.
    /// @return frozen True when the wallet can neither send nor receive a holder's transfer.
    /// @custom:access Anyone.
    function isFrozen(address userAddress) external view returns (bool frozen);

    /// @notice How many of a wallet's tokens are frozen.
    /// @param userAddress The wallet.
    /// @return amount Frozen tokens, in base units; they stay in `balanceOf` but cannot be transferred.
    /// @custom:access Anyone.
    function getFrozenTokens(address userAddress) external view returns (uint256 amount);

    // ───────────────────────────── Owner ─────────────────────────────

    /// @notice The owner of the token: wires the suite together and manages agents.
    /// @dev The identity registry and the compliance answer `owner()` with the same selector; in the HSIF suite all
    /// three return the issuer admin Safe.
    /// @return tokenOwner HSIF: `0x4Ff9F18CC8e6561953683Fd121Ab378DE2913867`.
    /// @custom:access Anyone.
    function owner() external view returns (address tokenOwner);

    /// @notice Hands ownership of the contract you call to `newOwner`.
    /// @dev Available with the same selector on the identity registry and the compliance.
    /// @param newOwner The new owner, usually a Safe.
    /// @custom:access The owner.
    /// @custom:emits OwnershipTransferred
    /// @custom:reverts ZeroAddress when `newOwner` is the zero address.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function transferOwnership(address newOwner) external;

    /// @notice Whether an account is an agent of the contract you call.
    /// @param agent The account.
    /// @return isTokenAgent True when `agent` holds the agent role.
    /// @custom:access Anyone.
    /// @custom:reverts ZeroAddress when `agent` is the zero address: as in T-REX v4, the view does not answer false.
    function isAgent(address agent) external view returns (bool isTokenAgent);

    /// @notice Makes `agent` an agent of the contract you call.
    /// @dev On the token, agents mint, burn, freeze, force transfers, pause and recover wallets; on the identity
    /// registry, they register investors. The same selector exists on the identity registry.
    /// @param agent The new agent.
    /// @custom:access The owner.
    /// @custom:emits AgentAdded
    /// @custom:reverts ZeroAddress when `agent` is the zero address.
    /// @custom:reverts AgentAlreadyExists when `agent` is already an agent.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function addAgent(address agent) external;

    /// @notice Removes `agent` from the agents of the contract you call.
    /// @param agent The agent to remove.
    /// @custom:access The owner.
    /// @custom:emits AgentRemoved
    /// @custom:reverts ZeroAddress when `agent` is the zero address (checked first).
    /// @custom:reverts AgentNotFound when `agent` is not an agent.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function removeAgent(address agent) external;

    /// @notice Changes the token's name.
    /// @param newName The new name.
    /// @custom:access The owner.
    /// @custom:emits UpdatedTokenInformation
    /// @custom:reverts EmptyString when `newName` is empty.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setName(string calldata newName) external;

    /// @notice Changes the token's symbol.
    /// @param newSymbol The new symbol.
    /// @custom:access The owner.
    /// @custom:emits UpdatedTokenInformation
    /// @custom:reverts EmptyString when `newSymbol` is empty.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setSymbol(string calldata newSymbol) external;

    /// @notice Links the token to its own ONCHAINID identity.
    /// @param newOnchainID Address of the token's identity contract.
    /// @custom:access The owner.
    /// @custom:emits UpdatedTokenInformation
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setOnchainID(address newOnchainID) external;

    /// @notice Points the token at another identity registry.
    /// @dev Every holder must be verified by the new registry (registered, with valid claims for its topics) before the
    /// switch, or nobody can send or mint tokens to them; the transfers they send are not checked against it. As in
    /// T-REX v4, the zero address is stored without a check, and then every transfer and mint reverts until another is
    /// set.
    /// @param newIdentityRegistry Address of the identity registry.
    /// @custom:access The owner.
    /// @custom:emits IdentityRegistryAdded
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setIdentityRegistry(address newIdentityRegistry) external;

    /// @notice Points the token at another modular compliance and binds the token to it.
    /// @dev Unbinds the old compliance. The new one starts its holder counts from its own state, so configure its
    /// modules before the switch. As in T-REX v4, the zero address is not checked: binding the token to it calls an
    /// address without code, which reverts without error data.
    /// @param newCompliance Address of the modular compliance.
    /// @custom:access The owner.
    /// @custom:emits ComplianceAdded
    /// @custom:reverts TokenAlreadyBound when `newCompliance` is not the current one and already has a token bound.
    /// @custom:reverts CallerNotBoundToken when the current compliance is no longer bound to this token (its owner
    /// unbound it or bound another token).
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setCompliance(address newCompliance) external;

    // ───────────────────────────── Agents: supply ─────────────────────────────

    /// @notice Creates `amount` new tokens for `to`, a verified investor.
    /// @dev Checks `isVerified(to)` and `canTransfer(address(0), to, amount)`, then calls `compliance().created`.
    /// Harbour Street Capital mints 500 HSIF (`500000000000000000000`) to Ana after her subscription settles.
    /// @param to The investor's wallet.
    /// @param amount Amount to mint, in base units.
    /// @custom:access An agent of the token.
    /// @custom:emits Transfer
    /// @custom:reverts RecipientNotVerified when `to` is not verified in the identity registry.
    /// @custom:reverts TransferNotCompliant when the compliance refuses the mint, for example because `to` would be a
    /// new holder beyond the maximum.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    /// @custom:reverts ZeroAmount when `amount` is 0 (from the compliance's `created`).
    function mint(address to, uint256 amount) external;

    /// @notice Destroys `amount` tokens from a wallet, for example on a redemption.
    /// @dev Burns unfrozen tokens first; if `amount` exceeds them, the difference is unfrozen (`TokensUnfrozen`) and
    /// burned too. Calls `compliance().destroyed` afterwards. Works while paused, like the other agent actions.
    /// @param userAddress The wallet whose tokens are burned.
    /// @param amount Amount to burn, in base units.
    /// @custom:access An agent of the token.
    /// @custom:emits Transfer, TokensUnfrozen
    /// @custom:reverts InsufficientBalance when `amount` exceeds the wallet's balance.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    /// @custom:reverts ZeroAmount when `amount` is 0 (from the compliance's `destroyed`).
    function burn(address userAddress, uint256 amount) external;

    /// @notice Moves tokens between two wallets without the sender's consent, for a court order or a correction.
    /// @dev Skips the sender-side checks (frozen wallet, frozen tokens, allowance) and the compliance check
    /// (`compliance().canTransfer`), but never the receiver's verification: `to` must be verified. Frozen tokens of
    /// `from` are unfrozen as far as needed. Calls `compliance().transferred`, so the modules still record the
    /// transfer. Works while paused.
    /// @param from The wallet the tokens leave.
    /// @param to The receiver; must be verified.
    /// @param amount Amount, in base units.
    /// @return success Always true; failures revert.
    /// @custom:access An agent of the token.
    /// @custom:emits Transfer, TokensUnfrozen
    /// @custom:reverts InsufficientBalance when `amount` exceeds the balance of `from`.
    /// @custom:reverts RecipientNotVerified when `to` is not verified in the identity registry.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    /// @custom:reverts ZeroAmount when `amount` is 0 (from the compliance's `transferred`).
    function forcedTransfer(address from, address to, uint256 amount) external returns (bool success);

    /// @notice Moves a lost wallet's whole balance, frozen state included, to the investor's new wallet.
    /// @dev The investor proves ownership off-chain; the new wallet must already be a management key of the
    /// investor's ONCHAINID. The token registers `newWallet` in the identity registry with `investorOnchainID` and the
    /// lost wallet's country, moves the balance and frozen tokens with a forced transfer (so the identity's claims must
    /// be valid), copies a wallet freeze, and deletes `lostWallet` from the registry. Frozen tokens
    /// are unfrozen on `lostWallet` (`TokensUnfrozen`) and frozen again on `newWallet` (`TokensFrozen`); a wallet
    /// freeze is copied with `AddressFrozen`. As in T-REX v4, the token does not check that `lostWallet` is registered
    /// with `investorOnchainID`: read `identity(lostWallet)` on the identity registry first (GraphQL
    /// `buildRecoverWallet` does, and answers `VALIDATION_FAILED` when they differ). When several tokens' registries
    /// share one identity registry storage, the first recovery registers `newWallet` and deletes `lostWallet` for all of
    /// them: on the others, move the balance with `forcedTransfer` (and freeze again by hand) instead.
    /// @param lostWallet The wallet the investor can no longer use.
    /// @param newWallet The investor's new wallet.
    /// @param investorOnchainID The investor's ONCHAINID identity.
    /// @return success Always true; failures revert.
    /// @custom:access An agent of the token. The token itself must be an agent of the identity registry, because it
    /// registers `newWallet` and deletes `lostWallet` there.
    /// @custom:emits TokensUnfrozen, Transfer, TokensFrozen, AddressFrozen, RecoverySuccess
    /// @custom:reverts NothingToRecover when `lostWallet` has a balance of 0.
    /// @custom:reverts RecoveryNotPossible when `newWallet` is not a management key of `investorOnchainID`.
    /// @custom:reverts IdentityAlreadyRegistered when `newWallet` is already registered (from the identity registry).
    /// @custom:reverts IdentityNotRegistered when `lostWallet` is not registered (from the identity registry).
    /// @custom:reverts RecipientNotVerified when `investorOnchainID` lacks a valid claim of a required topic from a
    /// trusted issuer (from the forced transfer).
    /// @custom:reverts CallerNotAgent when you are not an agent of the token, or when the token is not an agent of the
    /// identity registry.
    function recoveryAddress(address lostWallet, address newWallet, address investorOnchainID) external returns (bool success);

    /// @notice Mints to several investors in one transaction.
    /// @dev As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second list
    /// reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you send.
    /// @param toList The investors' wallets.
    /// @param amounts The amounts, in base units, in the same order.
    /// @custom:access An agent of the token.
    /// @custom:emits Transfer
    /// @custom:reverts RecipientNotVerified when one of the wallets is not verified.
    /// @custom:reverts TransferNotCompliant when the compliance refuses one of the mints.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    /// @custom:reverts ZeroAmount when an amount is 0 (from the compliance's `created`).
    function batchMint(address[] calldata toList, uint256[] calldata amounts) external;

    /// @notice Burns from several wallets in one transaction.
    /// @dev As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second list
    /// reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you send.
    /// @param userAddresses The wallets.
    /// @param amounts The amounts, in base units, in the same order.
    /// @custom:access An agent of the token.
    /// @custom:emits Transfer, TokensUnfrozen
    /// @custom:reverts InsufficientBalance when an amount exceeds its wallet's balance.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    /// @custom:reverts ZeroAmount when an amount is 0 (from the compliance's `destroyed`).
    function batchBurn(address[] calldata userAddresses, uint256[] calldata amounts) external;

    /// @notice Forces several transfers in one transaction.
    /// @dev As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second or
    /// third list reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before
    /// you send.
    /// @param fromList The wallets the tokens leave.
    /// @param toList The receivers, in the same order.
    /// @param amounts The amounts, in base units, in the same order.
    /// @custom:access An agent of the token.
    /// @custom:emits Transfer, TokensUnfrozen
    /// @custom:reverts InsufficientBalance when an amount exceeds its sender's balance.
    /// @custom:reverts RecipientNotVerified when a receiver is not verified.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    /// @custom:reverts ZeroAmount when an amount is 0 (from the compliance's `transferred`).
    function batchForcedTransfer(address[] calldata fromList, address[] calldata toList, uint256[] calldata amounts) external;

    // ───────────────────────────── Agents: freezes and pause ─────────────────────────────

    /// @notice Freezes or unfreezes a whole wallet: a frozen wallet can neither send nor receive a holder's
    /// `transfer` or `transferFrom`.
    /// @dev As in T-REX v4, agent actions still work on a frozen wallet: `mint` to it, `burn` from it,
    /// `forcedTransfer` from or to it and `recoveryAddress`.
    /// @param userAddress The wallet.
    /// @param freeze True to freeze, false to unfreeze.
    /// @custom:access An agent of the token.
    /// @custom:emits AddressFrozen
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function setAddressFrozen(address userAddress, bool freeze) external;

    /// @notice Freezes `amount` of a wallet's tokens; the rest stays transferable.
    /// @dev Adds to any tokens already frozen. Ana holds 120 HSIF; freezing 50 HSIF (`50000000000000000000`) leaves
    /// 70 HSIF she can transfer.
    /// @param userAddress The wallet.
    /// @param amount Tokens to freeze, in base units.
    /// @custom:access An agent of the token.
    /// @custom:emits TokensFrozen
    /// @custom:reverts InsufficientBalance when frozen tokens plus `amount` would exceed the wallet's balance.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function freezePartialTokens(address userAddress, uint256 amount) external;

    /// @notice Releases `amount` of a wallet's frozen tokens.
    /// @param userAddress The wallet.
    /// @param amount Tokens to unfreeze, in base units.
    /// @custom:access An agent of the token.
    /// @custom:emits TokensUnfrozen
    /// @custom:reverts InsufficientFrozenTokens when `amount` exceeds the wallet's frozen tokens.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function unfreezePartialTokens(address userAddress, uint256 amount) external;

    /// @notice Freezes or unfreezes several wallets in one transaction.
    /// @dev As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second list
    /// reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you send.
    /// @param userAddresses The wallets.
    /// @param freeze True to freeze, false to unfreeze, per wallet in the same order.
    /// @custom:access An agent of the token.
    /// @custom:emits AddressFrozen
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function batchSetAddressFrozen(address[] calldata userAddresses, bool[] calldata freeze) external;

    /// @notice Freezes part of several wallets' balances in one transaction.
    /// @dev As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second list
    /// reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you send.
    /// @param userAddresses The wallets.
    /// @param amounts Tokens to freeze, in base units, in the same order.
    /// @custom:access An agent of the token.
    /// @custom:emits TokensFrozen
    /// @custom:reverts InsufficientBalance when a wallet's frozen tokens would exceed its balance.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function batchFreezePartialTokens(address[] calldata userAddresses, uint256[] calldata amounts) external;

    /// @notice Releases frozen tokens of several wallets in one transaction.
    /// @dev As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second list
    /// reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you send.
    /// @param userAddresses The wallets.
    /// @param amounts Tokens to unfreeze, in base units, in the same order.
    /// @custom:access An agent of the token.
    /// @custom:emits TokensUnfrozen
    /// @custom:reverts InsufficientFrozenTokens when an amount exceeds its wallet's frozen tokens.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function batchUnfreezePartialTokens(address[] calldata userAddresses, uint256[] calldata amounts) external;

    /// @notice Stops investor transfers: `transfer`, `transferFrom` and `batchTransfer` revert.
    /// @dev Agent actions (`mint`, `burn`, `forcedTransfer`, freezes, `recoveryAddress`) keep working, so the issuer
    /// can correct the register while the token is paused.
    /// @custom:access An agent of the token.
    /// @custom:emits Paused
    /// @custom:reverts EnforcedPause when the token is already paused.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function pause() external;

    /// @notice Lifts the pause, so investors can transfer again.
    /// @custom:access An agent of the token.
    /// @custom:emits Unpaused
    /// @custom:reverts ExpectedPause when the token is not paused.
    /// @custom:reverts CallerNotAgent when you are not an agent of the token.
    function unpause() external;
}

/// @title IIdentityRegistry — the identity registry of an ERC-3643 suite
/// @notice Links investor wallets to their ONCHAINID identities and countries, and answers `isVerified`: whether a
/// wallet's identity holds a valid claim, signed by a trusted issuer, for every claim topic the token requires. The
/// HSIF registry is `0x9cC9842305d5e9fe2A28E43359bC1AfA7E5a5e6F` on Base Sepolia.
/// @dev The wallet-to-identity records live in a separate identity registry storage contract (`identityStorage()`),
/// which several registries can share, so an investor registered once is registered for every token whose registry
/// uses it (each token still applies its own claim topics and compliance; `deployAsset` gives each asset its own). The
/// registry reads required topics from the claim topics registry and accepted issuers from the trusted issuers
/// registry. Agents (`addAgent` on this contract, documented under the token) register investors; the owner wires
/// the registries. Country codes are ISO 3166-1 numeric (276 Germany, 250 France, 840 United States).
interface IIdentityRegistry {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when a wallet is registered with an identity.
    /// @param investorAddress The wallet.
    /// @param identity The investor's ONCHAINID identity.
    event IdentityRegistered(address indexed investorAddress, address indexed identity);

    /// @notice Emitted when a wallet's registration is deleted.
    /// @param investorAddress The wallet.
    /// @param identity The identity it was linked to.
    event IdentityRemoved(address indexed investorAddress, address indexed identity);

    /// @notice Emitted when a wallet is linked to another identity.
    /// @param oldIdentity The previous identity.
    /// @param newIdentity The new identity.
    event IdentityUpdated(address indexed oldIdentity, address indexed newIdentity);

    /// @notice Emitted when a wallet's country changes.
    /// @param investorAddress The wallet.
    /// @param country The new ISO 3166-1 numeric country code.
    event CountryUpdated(address indexed investorAddress, uint16 indexed country);

    /// @notice Emitted when the owner sets the identity registry storage.
    /// @param identityStorage Address of the storage contract.
    event IdentityStorageSet(address indexed identityStorage);

    /// @notice Emitted when the owner sets the claim topics registry.
    /// @param claimTopicsRegistry Address of the claim topics registry.
    event ClaimTopicsRegistrySet(address indexed claimTopicsRegistry);

    /// @notice Emitted when the owner sets the trusted issuers registry.
    /// @param trustedIssuersRegistry Address of the trusted issuers registry.
    event TrustedIssuersRegistrySet(address indexed trustedIssuersRegistry);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice Not raised: as in T-REX v4, batch functions do not compare their lists. Kept in the published interface
    /// so that decoders built on it still decode every error.
    error ArrayLengthMismatch();

    /// @notice The caller is not an agent of this contract.
    /// @param caller The caller.
    error CallerNotAgent(address caller);

    /// @notice The caller is not the owner of this contract.
    /// @param account The caller.
    error OwnableUnauthorizedAccount(address account);

    /// @notice The wallet is already registered.
    /// @param userAddress The wallet.
    error IdentityAlreadyRegistered(address userAddress);

    /// @notice The wallet is not registered.
    /// @param userAddress The wallet.
    error IdentityNotRegistered(address userAddress);

    /// @notice Not raised: as in T-REX v4, the registry stores any country code, 0 included (which is no ISO 3166-1
    /// numeric code). Kept in the published interface so that decoders built on it still decode every error.
    /// @param country The code given.
    error InvalidCountry(uint16 country);

    // ───────────────────────────── Agents ─────────────────────────────

    /// @notice Registers a wallet with the investor's ONCHAINID identity and country.
    /// @dev Registration alone does not verify the wallet: `isVerified` also needs the claims. Lena, a French
    /// investor, is registered with `registerIdentity` with her wallet
    /// `0xafB269237828e6798a9BA7EBEe7587Ba8C43A779`, the address of her ONCHAINID and country 250. The registry
    /// emits `IdentityRegistered`, and the identity registry storage it writes to emits `IdentityStored` in the same
    /// transaction. Registration emits no `CountryUpdated`; only `updateCountry` does.
    /// @param userAddress The investor's wallet.
    /// @param identity The investor's ONCHAINID identity contract.
    /// @param country ISO 3166-1 numeric country code of the investor (250 = France).
    /// @custom:access An agent of the identity registry.
    /// @custom:emits IdentityRegistered
    /// @custom:reverts ZeroAddress when `userAddress` or `identity` is the zero address.
    /// @custom:reverts IdentityAlreadyRegistered when `userAddress` is already registered.
    /// @custom:reverts CallerNotAgent when you are not an agent of the identity registry.
    function registerIdentity(address userAddress, address identity, uint16 country) external;

    /// @notice Deletes a wallet's registration; the wallet is no longer verified.
    /// @dev Tokens stay in the wallet, which can no longer receive any. Delete only wallets with a zero balance, or
    /// move the tokens first with `forcedTransfer` or `recoveryAddress`.
    /// @param userAddress The wallet.
    /// @custom:access An agent of the identity registry.
    /// @custom:emits IdentityRemoved
    /// @custom:reverts ZeroAddress when `userAddress` is the zero address (checked first).
    /// @custom:reverts IdentityNotRegistered when `userAddress` is not registered.
    /// @custom:reverts CallerNotAgent when you are not an agent of the identity registry.
    function deleteIdentity(address userAddress) external;

    /// @notice Changes a registered wallet's country, for example after the investor moves.
    /// @dev Country modules of the compliance read the country on every check, so the change applies to the next
    /// transfer.
    /// @param userAddress The wallet.
    /// @param country The new ISO 3166-1 numeric country code.
    /// @custom:access An agent of the identity registry.
    /// @custom:emits CountryUpdated
    /// @custom:reverts ZeroAddress when `userAddress` is the zero address (checked first).
    /// @custom:reverts IdentityNotRegistered when `userAddress` is not registered.
    /// @custom:reverts CallerNotAgent when you are not an agent of the identity registry.
    function updateCountry(address userAddress, uint16 country) external;

    /// @notice Links a registered wallet to another ONCHAINID identity.
    /// @param userAddress The wallet.
    /// @param identity The new identity contract.
    /// @custom:access An agent of the identity registry.
    /// @custom:emits IdentityUpdated
    /// @custom:reverts ZeroAddress when `userAddress` or `identity` is the zero address (checked first).
    /// @custom:reverts IdentityNotRegistered when `userAddress` is not registered.
    /// @custom:reverts CallerNotAgent when you are not an agent of the identity registry.
    function updateIdentity(address userAddress, address identity) external;

    /// @notice Registers several wallets in one transaction.
    /// @dev Registers each wallet as `registerIdentity` does: for each one the registry emits `IdentityRegistered`
    /// and the identity registry storage emits `IdentityStored`. No `CountryUpdated` is emitted.
    /// As in T-REX v4, the lists are not compared: the loop runs over the first list, so a shorter second or third
    /// list reverts with a panic (0x32) and a longer one's extra entries are ignored. Check the lengths before you
    /// send.
    /// @param userAddresses The wallets.
    /// @param identities Their identities, in the same order.
    /// @param countries Their ISO 3166-1 numeric country codes, in the same order.
    /// @custom:access An agent of the identity registry.
    /// @custom:emits IdentityRegistered
    /// @custom:reverts ZeroAddress when a wallet or identity is the zero address.
    /// @custom:reverts IdentityAlreadyRegistered when one of the wallets is already registered.
    /// @custom:reverts CallerNotAgent when you are not an agent of the identity registry.
    function batchRegisterIdentity(address[] calldata userAddresses, address[] calldata identities, uint16[] calldata countries) external;

    // ───────────────────────────── Views ─────────────────────────────

    /// @notice Whether a wallet may hold the token: registered, and its identity holds a valid claim from a trusted
    /// issuer for every required claim topic.
    /// @dev For each topic of `getClaimTopics()`, the registry looks for a claim on the identity whose issuer is
    /// trusted for that topic (`getTrustedIssuersForClaimTopic`) and which that issuer's `isClaimValid` accepts:
    /// signed by one of the issuer's claim keys and not revoked. A standard ONCHAINID claim carries no expiry that the
    /// chain checks; Assetra's KYC claim issuer also rejects a claim past its expiry (the claim's `expiresAt` in the
    /// Assets API), so an expired claim stops counting at once, without a transaction. No required topics means every
    /// registered wallet is verified.
    /// @param userAddress The wallet.
    /// @return verified True when the wallet is verified.
    /// @custom:access Anyone.
    function isVerified(address userAddress) external view returns (bool verified);

    /// @notice Whether a wallet is registered, whatever its claims.
    /// @param userAddress The wallet.
    /// @return registered True when the wallet has an identity in the storage.
    /// @custom:access Anyone.
    function contains(address userAddress) external view returns (bool registered);

    /// @notice The ONCHAINID identity a wallet is registered with.
    /// @param userAddress The wallet.
    /// @return investorIdentity The identity contract, or the zero address when not registered.
    /// @custom:access Anyone.
    function identity(address userAddress) external view returns (address investorIdentity);

    /// @notice The country a wallet is registered with.
    /// @param userAddress The wallet.
    /// @return country ISO 3166-1 numeric country code (276 Germany, 250 France), or 0 when not registered.
    /// @custom:access Anyone.
    function investorCountry(address userAddress) external view returns (uint16 country);

    /// @notice The identity registry storage this registry reads and writes.
    /// @return storageContract Address of the storage contract.
    /// @custom:access Anyone.
    function identityStorage() external view returns (address storageContract);

    /// @notice The trusted issuers registry this registry consults.
    /// @return registry HSIF: `0x393c9BC0dd47355F246be0f381e5A352bad14586`.
    /// @custom:access Anyone.
    function issuersRegistry() external view returns (address registry);

    /// @notice The claim topics registry this registry consults.
    /// @return registry HSIF: `0xAAbC80BcD1a241FA3Faf2C3e36541fd1d106D390`.
    /// @custom:access Anyone.
    function topicsRegistry() external view returns (address registry);

    // ───────────────────────────── Owner ─────────────────────────────

    /// @notice Switches to another identity registry storage.
    /// @dev As in T-REX v4, the zero address is stored without a check. Then every verification reverts, and so
    /// every transfer and mint of the token, until another is set.
    /// @param newIdentityStorage Address of the storage contract.
    /// @custom:access The owner.
    /// @custom:emits IdentityStorageSet
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setIdentityRegistryStorage(address newIdentityStorage) external;

    /// @notice Switches to another claim topics registry.
    /// @dev As in T-REX v4, the zero address is stored without a check. Then verifying a registered wallet reverts (an
    /// unregistered one still reads as not verified), so transfers and mints fail until another is set.
    /// @param newClaimTopicsRegistry Address of the claim topics registry.
    /// @custom:access The owner.
    /// @custom:emits ClaimTopicsRegistrySet
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setClaimTopicsRegistry(address newClaimTopicsRegistry) external;

    /// @notice Switches to another trusted issuers registry.
    /// @dev As in T-REX v4, the zero address is stored without a check. It is read only while some claim topic is
    /// required: then verifying a registered wallet reverts, so transfers and mints fail until another is set.
    /// @param newTrustedIssuersRegistry Address of the trusted issuers registry.
    /// @custom:access The owner.
    /// @custom:emits TrustedIssuersRegistrySet
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function setTrustedIssuersRegistry(address newTrustedIssuersRegistry) external;
}

/// @title IModularCompliance — the modular compliance of an ERC-3643 suite
/// @notice Holds the transfer rules beyond identity as modules, for example allowed countries or a maximum number of
/// holders. The token asks `canTransfer` before every transfer and mint (never before a forced transfer or a burn)
/// and calls `transferred`, `created` or `destroyed` afterwards so the modules can keep their counts. The HSIF
/// compliance is `0x843685dc179Bd9b54fBDa1E95Fec72338AF10c93` on Base Sepolia, with a country allow module (276
/// Germany, 250 France, 528 Netherlands, 442 Luxembourg, 756 Switzerland) and a max holders module (2,000).
/// @dev `canTransfer` is true only when every bound module agrees. Module settings are changed through
/// `callModuleFunction`, so every change goes through the compliance owner. Owned like the token (`owner`,
/// `transferOwnership`, documented under the token).
interface IModularCompliance {
    // ───────────────────────────── Events ─────────────────────────────

    /// @notice Emitted when a token is bound to the compliance.
    /// @param token The token.
    event TokenBound(address token);

    /// @notice Emitted when a token is unbound from the compliance.
    /// @param token The token.
    event TokenUnbound(address token);

    /// @notice Emitted when a module is added.
    /// @param module The module.
    event ModuleAdded(address indexed module);

    /// @notice Emitted when a module is removed.
    /// @param module The module.
    event ModuleRemoved(address indexed module);

    /// @notice Emitted when the owner calls a function of a module through the compliance.
    /// @param target The module called.
    /// @param selector The selector of the function called.
    event ModuleInteraction(address indexed target, bytes4 selector);

    // ───────────────────────────── Errors ─────────────────────────────

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice The caller is not the owner of this contract.
    /// @param account The caller.
    error OwnableUnauthorizedAccount(address account);

    /// @notice Only the bound token may call this function.
    /// @param caller The caller.
    error CallerNotBoundToken(address caller);

    /// @notice A token is already bound; a compliance serves one token.
    /// @param token The token already bound.
    error TokenAlreadyBound(address token);

    /// @notice A module that is not plug and play refuses to bind to this compliance (its `canComplianceBind` is false).
    /// @param module The module.
    error ComplianceNotSuitableForBindingToModule(address module);

    /// @notice The module is already bound.
    /// @param module The module.
    error ModuleAlreadyBound(address module);

    /// @notice The module is not bound.
    /// @param module The module.
    error ModuleNotBound(address module);

    /// @notice The compliance already has the maximum number of modules.
    /// @param max The maximum, 25.
    error MaxModulesReached(uint256 max);

    /// @notice Not raised: as in T-REX v4, `callModuleFunction` passes a module's own revert data through. Kept in the
    /// published interface so that decoders built on it still decode every error.
    /// @param module The module called.
    error ModuleCallFailed(address module);

    /// @notice The amount is 0: the compliance records no movement of nothing, so the token's transfer, mint or burn of
    /// 0 reverts with this error.
    error ZeroAmount();

    // ───────────────────────────── Token hooks ─────────────────────────────

    /// @notice Whether the modules allow a movement of tokens.
    /// @dev The token calls it before `transfer`, `transferFrom` and `mint` (with `from` = zero address). HSIF: false
    /// when `to` is registered with a country other than 276, 250, 528, 442 or 756 (840, the United States, is
    /// refused), when `to` is not registered (the country module reads `investorCountry`, which is then 0), or when
    /// `to` holds no HSIF yet and the token already has 2,000 holders.
    /// @param from The sender, or the zero address for a mint.
    /// @param to The receiver.
    /// @param amount The amount, in base units.
    /// @return allowed True when every module allows it.
    /// @custom:access Anyone.
    function canTransfer(address from, address to, uint256 amount) external view returns (bool allowed);

    /// @notice Tells the modules that a transfer happened, so they can update their state (holder counts, volumes).
    /// @param from The sender.
    /// @param to The receiver.
    /// @param amount The amount, in base units.
    /// @custom:access The bound token.
    /// @custom:emits none
    /// @custom:reverts CallerNotBoundToken when the caller is not the bound token.
    /// @custom:reverts ZeroAmount when `amount` is 0.
    function transferred(address from, address to, uint256 amount) external;

    /// @notice Tells the modules that tokens were minted.
    /// @param to The receiver.
    /// @param amount The amount, in base units.
    /// @custom:access The bound token.
    /// @custom:emits none
    /// @custom:reverts CallerNotBoundToken when the caller is not the bound token.
    /// @custom:reverts ZeroAmount when `amount` is 0.
    function created(address to, uint256 amount) external;

    /// @notice Tells the modules that tokens were burned.
    /// @param from The wallet whose tokens were burned.
    /// @param amount The amount, in base units.
    /// @custom:access The bound token.
    /// @custom:emits none
    /// @custom:reverts CallerNotBoundToken when the caller is not the bound token.
    /// @custom:reverts ZeroAmount when `amount` is 0.
    function destroyed(address from, uint256 amount) external;

    // ───────────────────────────── Binding and modules ─────────────────────────────

    /// @notice Binds a token to the compliance, so it may call the hooks.
    /// @dev The token's `setCompliance` calls it, and then only while no token is bound; the owner may call it at any
    /// time, and binding another token replaces the bound one, whose transfers, forced transfers, recoveries, mints
    /// and burns then revert.
    /// @param token The token.
    /// @custom:access The owner, or the token itself.
    /// @custom:emits TokenBound
    /// @custom:reverts ZeroAddress when `token` is the zero address.
    /// @custom:reverts TokenAlreadyBound when the token calls it while a token is already bound.
    /// @custom:reverts OwnableUnauthorizedAccount when you are neither the owner nor the token.
    function bindToken(address token) external;

    /// @notice Unbinds the token from the compliance.
    /// @param token The bound token.
    /// @custom:access The owner, or the token itself.
    /// @custom:emits TokenUnbound
    /// @custom:reverts CallerNotBoundToken when `token` is not the bound token.
    /// @custom:reverts ZeroAddress when `token` is the zero address and no token is bound (with a token bound, the
    /// zero address is refused as `CallerNotBoundToken`).
    /// @custom:reverts OwnableUnauthorizedAccount when you are neither the owner nor the token.
    function unbindToken(address token) external;

    /// @notice Adds a compliance module.
    /// @dev Modules that keep state (such as the max holders module) must be added before the first tokens are minted,
    /// or initialised with the current holders.
    /// @param module The module contract.
    /// @custom:access The owner.
    /// @custom:emits ModuleAdded
    /// @custom:reverts ZeroAddress when `module` is the zero address.
    /// @custom:reverts ModuleAlreadyBound when `module` is already added.
    /// @custom:reverts MaxModulesReached when 25 modules are already bound.
    /// @custom:reverts ComplianceNotSuitableForBindingToModule when the module is not plug and play and refuses this
    /// compliance, for example a balance module without its preset while the token already has holders.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function addModule(address module) external;

    /// @notice Removes a compliance module; its rule stops applying at once.
    /// @param module The module contract.
    /// @custom:access The owner.
    /// @custom:emits ModuleRemoved
    /// @custom:reverts ZeroAddress when `module` is the zero address (checked first).
    /// @custom:reverts ModuleNotBound when `module` is not bound.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function removeModule(address module) external;

    /// @notice Calls a configuration function of a bound module, such as adding an allowed country.
    /// @dev Example: `callModuleFunction(abi.encodeWithSignature("addAllowedCountry(uint16)", 276), countryModule)`.
    /// As in T-REX v4, a module that reverts passes its own revert data through unchanged, with an error of the
    /// module's ABI that this interface does not list (the country module answers an allowed country again with its
    /// `CountryAlreadyAllowed`): decode it with the module's ABI.
    /// @param callData ABI-encoded call to the module.
    /// @param module The module to call.
    /// @custom:access The owner.
    /// @custom:emits ModuleInteraction
    /// @custom:reverts ModuleNotBound when `module` is not bound.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function callModuleFunction(bytes calldata callData, address module) external;

    /// @notice The bound modules.
    /// @return modules Module addresses; a removal moves the last entry into the gap, so the order can change.
    /// @custom:access Anyone.
    function getModules() external view returns (address[] memory modules);

    /// @notice The token bound to the compliance.
    /// @return token HSIF compliance: `0x0cFf3500892aB9438215Ac5419546DEa2189a945`.
    /// @custom:access Anyone.
    function getTokenBound() external view returns (address token);

    /// @notice Whether a module is bound.
    /// @param module The module.
    /// @return bound True when `module` is bound.
    /// @custom:access Anyone.
    function isModuleBound(address module) external view returns (bool bound);
}

/// @title IClaimTopicsRegistry — the claim topics an ERC-3643 token requires
/// @notice Lists the claim topics an investor's ONCHAINID must hold a valid claim for before the identity registry
/// verifies the investor. HSIF requires topics 1 (KYC) and 7 (accredited investor); its registry is
/// `0xAAbC80BcD1a241FA3Faf2C3e36541fd1d106D390` on Base Sepolia.
/// @dev Topics on Assetra: 1 = KYC, 2 = AML, 7 = accredited investor. A claim counts only if its issuer is trusted for
/// the topic in the trusted issuers registry, so trust an issuer for a new topic first (`updateIssuerClaimTopics` or
/// `addTrustedIssuer`): HSIF's KYC provider is trusted only for 1 and 7. Adding a topic immediately makes every
/// investor without a claim for it from an issuer trusted for that topic unverified (every investor, when no issuer is
/// trusted for it), so they can no longer receive the token. Owned like the token.
interface IClaimTopicsRegistry {
    /// @notice Emitted when a required claim topic is added.
    /// @param claimTopic The topic.
    event ClaimTopicAdded(uint256 indexed claimTopic);

    /// @notice Emitted when a required claim topic is removed.
    /// @param claimTopic The topic.
    event ClaimTopicRemoved(uint256 indexed claimTopic);

    /// @notice The caller is not the owner of this contract.
    /// @param account The caller.
    error OwnableUnauthorizedAccount(address account);

    /// @notice The topic is already required.
    /// @param claimTopic The topic.
    error ClaimTopicAlreadyExists(uint256 claimTopic);

    /// @notice Not raised: `removeClaimTopic` leaves a topic that is not required as it is, without an error. Kept in
    /// the published interface so that decoders built on it still decode every error.
    /// @param claimTopic The topic.
    error ClaimTopicNotFound(uint256 claimTopic);

    /// @notice The list already has the maximum number of topics.
    /// @param max The maximum, 15.
    error MaxClaimTopicsReached(uint256 max);

    /// @notice Makes a claim topic required.
    /// @param claimTopic The topic, for example 2 for AML.
    /// @custom:access The owner.
    /// @custom:emits ClaimTopicAdded
    /// @custom:reverts ClaimTopicAlreadyExists when `claimTopic` is already required.
    /// @custom:reverts MaxClaimTopicsReached when 15 topics are already required.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function addClaimTopic(uint256 claimTopic) external;

    /// @notice Stops requiring a claim topic.
    /// @dev A topic that is not required is left as it is, without an error or an event.
    /// @param claimTopic The topic.
    /// @custom:access The owner.
    /// @custom:emits ClaimTopicRemoved
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function removeClaimTopic(uint256 claimTopic) external;

    /// @notice The required claim topics.
    /// @return claimTopics Topics (HSIF: `[1, 7]`); a removal moves the last entry into the gap, so the order can
    /// change.
    /// @custom:access Anyone.
    function getClaimTopics() external view returns (uint256[] memory claimTopics);
}

/// @title ITrustedIssuersRegistry — the claim issuers an ERC-3643 token trusts
/// @notice Lists the claim issuers whose claims the identity registry accepts, and for which topics. In the HSIF
/// suite (`0x393c9BC0dd47355F246be0f381e5A352bad14586` on Base Sepolia), Assetra's KYC provider
/// `0x910cF8258b7cCCb3135744DBe7554d31D726c2B6` is trusted for topics 1 and 7.
/// @dev A claim issuer is itself an ONCHAINID contract (`ClaimIssuer`) whose signing keys sign claims and which can
/// revoke them; its `isClaimValid` decides whether a claim counts. Assetra's KYC claim issuer also treats a claim past
/// its expiry as invalid. A standard `ClaimIssuer` checks only the signing key and revocation, so its claims count
/// until it revokes them. Removing an issuer makes every investor who relies on its claims unverified at once. Owned
/// like the token.
interface ITrustedIssuersRegistry {
    /// @notice Emitted when an issuer becomes trusted.
    /// @param trustedIssuer The claim issuer contract.
    /// @param claimTopics The topics it is trusted for.
    event TrustedIssuerAdded(address indexed trustedIssuer, uint256[] claimTopics);

    /// @notice Emitted when an issuer is no longer trusted.
    /// @param trustedIssuer The claim issuer contract.
    event TrustedIssuerRemoved(address indexed trustedIssuer);

    /// @notice Emitted when an issuer's topics change.
    /// @param trustedIssuer The claim issuer contract.
    /// @param claimTopics The topics it is now trusted for.
    event ClaimTopicsUpdated(address indexed trustedIssuer, uint256[] claimTopics);

    /// @notice An address argument is the zero address.
    error ZeroAddress();

    /// @notice The caller is not the owner of this contract.
    /// @param account The caller.
    error OwnableUnauthorizedAccount(address account);

    /// @notice The issuer is already trusted.
    /// @param trustedIssuer The claim issuer.
    error TrustedIssuerAlreadyExists(address trustedIssuer);

    /// @notice The issuer is not trusted.
    /// @param trustedIssuer The claim issuer.
    error TrustedIssuerNotFound(address trustedIssuer);

    /// @notice The list of topics is empty.
    error EmptyClaimTopics();

    /// @notice The list already has the maximum number of topics.
    /// @param max The maximum, 15.
    error MaxClaimTopicsReached(uint256 max);

    /// @notice The registry already has the maximum number of trusted issuers.
    /// @param max The maximum, 50.
    error MaxTrustedIssuersReached(uint256 max);

    /// @notice Trusts a claim issuer for a set of claim topics.
    /// @param trustedIssuer The claim issuer contract.
    /// @param claimTopics The topics it may attest, for example `[1, 7]`; at most 15.
    /// @custom:access The owner.
    /// @custom:emits TrustedIssuerAdded
    /// @custom:reverts ZeroAddress when `trustedIssuer` is the zero address.
    /// @custom:reverts TrustedIssuerAlreadyExists when `trustedIssuer` is already trusted.
    /// @custom:reverts EmptyClaimTopics when `claimTopics` is empty.
    /// @custom:reverts MaxClaimTopicsReached when `claimTopics` has more than 15 entries.
    /// @custom:reverts MaxTrustedIssuersReached when 50 issuers are already trusted.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function addTrustedIssuer(address trustedIssuer, uint256[] calldata claimTopics) external;

    /// @notice Stops trusting a claim issuer.
    /// @param trustedIssuer The claim issuer contract.
    /// @custom:access The owner.
    /// @custom:emits TrustedIssuerRemoved
    /// @custom:reverts ZeroAddress when `trustedIssuer` is the zero address (checked first).
    /// @custom:reverts TrustedIssuerNotFound when `trustedIssuer` is not trusted.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function removeTrustedIssuer(address trustedIssuer) external;

    /// @notice Replaces the topics a trusted issuer may attest.
    /// @param trustedIssuer The claim issuer contract.
    /// @param claimTopics The new topics; at most 15.
    /// @custom:access The owner.
    /// @custom:emits ClaimTopicsUpdated
    /// @custom:reverts ZeroAddress when `trustedIssuer` is the zero address (checked first).
    /// @custom:reverts TrustedIssuerNotFound when `trustedIssuer` is not trusted.
    /// @custom:reverts EmptyClaimTopics when `claimTopics` is empty.
    /// @custom:reverts MaxClaimTopicsReached when `claimTopics` has more than 15 entries.
    /// @custom:reverts OwnableUnauthorizedAccount when you are not the owner.
    function updateIssuerClaimTopics(address trustedIssuer, uint256[] calldata claimTopics) external;

    /// @notice Every trusted claim issuer.
    /// @return issuers Claim issuer contracts; a removal moves the last entry into the gap, so the order can change.
    /// @custom:access Anyone.
    function getTrustedIssuers() external view returns (address[] memory issuers);

    /// @notice Whether a claim issuer is trusted for any topic.
    /// @param issuer The claim issuer contract.
    /// @return trusted True when `issuer` is trusted.
    /// @custom:access Anyone.
    function isTrustedIssuer(address issuer) external view returns (bool trusted);

    /// @notice The topics a trusted issuer may attest.
    /// @param trustedIssuer The claim issuer contract.
    /// @return claimTopics Its topics (Assetra's KYC provider in the HSIF suite: `[1, 7]`).
    /// @custom:access Anyone.
    /// @custom:reverts TrustedIssuerNotFound when `trustedIssuer` is not trusted (call `isTrustedIssuer` first): as in
    /// T-REX v4, the view does not answer an empty list.
    function getTrustedIssuerClaimTopics(address trustedIssuer) external view returns (uint256[] memory claimTopics);

    /// @notice The issuers trusted for one topic.
    /// @param claimTopic The topic.
    /// @return issuers Claim issuer contracts trusted for `claimTopic`.
    /// @custom:access Anyone.
    function getTrustedIssuersForClaimTopic(uint256 claimTopic) external view returns (address[] memory issuers);

    /// @notice Whether an issuer is trusted for one topic.
    /// @param issuer The claim issuer contract.
    /// @param claimTopic The topic.
    /// @return trustedForTopic True when claims by `issuer` count for `claimTopic`.
    /// @custom:access Anyone.
    function hasClaimTopic(address issuer, uint256 claimTopic) external view returns (bool trustedForTopic);
}
