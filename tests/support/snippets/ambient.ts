/**
 * What snippets may use without defining it, because the docs define it once for every page. Kept
 * short on purpose: a snippet that needs more should import it from the titled snippet that makes it.
 */
export const snippetPrelude = `import type {AssetraClient} from '@assetra/sdk';
import type {Account, Chain, PublicClient, Transport, WalletClient} from 'viem';

declare global {
  /** The client of "Create a client" on the SDK page (assetra.ts). */
  const assetra: AssetraClient;
  /** The JWT that POST /auth/verify returns after wallet sign-in ("Authenticate" on the SDK page). */
  const accessToken: string;
  /** viem clients on the page's chain, as every "Create the clients" step makes them. */
  const publicClient: PublicClient<Transport, Chain>;
  const walletClient: WalletClient<Transport, Chain, Account>;
}
`;

/**
 * \`@assetra/react\` as docs/introduction/react-components.mdx documents it: the props tables of its six
 * components and the two hooks. It has no reference file, so this transcription is its declaration.
 */
export const reactDeclaration = `import type {ReactNode} from 'react';
import type {AssetraClient, AssetraEnvironment} from '@assetra/sdk';
import type {Address, Chain, Hash, TransactionReceipt, WalletClient} from 'viem';

export declare function AssetraProvider(props: {environment: AssetraEnvironment; accessToken?: string; getAccessToken?: (rejected?: string) => Promise<string>; children: ReactNode}): ReactNode;
export declare function ConnectWalletButton(props: {label?: string; onConnect?: (connection: {address: Address; walletClient: WalletClient}) => void; onDisconnect?: () => void; className?: string}): ReactNode;
export declare function NetworkGuard(props: {chain: Chain; fallback?: ReactNode; children: ReactNode}): ReactNode;
export declare function TokenAmount(props: {value: string | bigint; decimals: number; symbol?: string; maximumFractionDigits?: number; locale?: string}): ReactNode;
export declare function AddressBadge(props: {address: Address; chain: Chain; chars?: number; copyable?: boolean}): ReactNode;
export declare function TransactionStatus(props: {hash: Hash; chain: Chain; onConfirmed?: (receipt: TransactionReceipt) => void; onFailed?: (error: Error) => void}): ReactNode;
export declare function useAssetraClient(): AssetraClient;
export declare function useSignIn(): {
  signIn(walletClient: WalletClient): Promise<void>;
  signOut(): Promise<void>;
  status: 'signed-out' | 'signing-in' | 'signed-in';
  address: Address | undefined;
  error: Error | undefined;
};
`;
