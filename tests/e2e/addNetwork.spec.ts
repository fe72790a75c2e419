import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/** The live status region a button describes itself with. */
async function statusOf(page: Page, buttonName: string) {
  const id = await page.getByRole('button', {name: buttonName}).getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}

const page_ = '/docs/blockchain-and-web3/metamaskChainConnection';

test.describe('Add network button (EIP-3085 / EIP-3326)', () => {
  test('tells the reader what to do when no wallet is installed', async ({page}) => {
    await page.goto(page_);
    await page.getByRole('button', {name: 'Add Base Sepolia'}).click();
    const status = await statusOf(page, 'Add Base Sepolia');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toContainText('No browser wallet was found. Install MetaMask');
    // The values to add it by hand are on the network's page, which this page is not.
    await expect(status.getByRole('link', {name: 'Base'})).toHaveAttribute('href', '/docs/blockchain-and-web3/base');
  });

  test('adds the chain when the wallet does not know it, checks the wallet switched, and says so', async ({page}) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      let current = '0x1';
      (window as unknown as {walletCalls: unknown[]}).walletCalls = calls;
      (window as unknown as {ethereum: unknown}).ethereum = {
        request: async (args: {method: string; params: {chainId: string}[]}) => {
          calls.push(args);
          if (args.method === 'wallet_switchEthereumChain') throw {code: 4902, message: 'Unrecognized chain ID'};
          // A wallet that switches after the add, as MetaMask does when the user approves.
          if (args.method === 'wallet_addEthereumChain') current = args.params[0].chainId;
          if (args.method === 'eth_chainId') return current;
          return null;
        },
      };
    });
    await page.goto(page_);
    await page.getByRole('button', {name: 'Add Polygon Amoy'}).click();
    await expect(await statusOf(page, 'Add Polygon Amoy')).toHaveText(
      'Polygon Amoy was added to your wallet and selected.',
    );
    const calls = await page.evaluate(() => (window as unknown as {walletCalls: unknown[]}).walletCalls);
    expect(calls).toEqual([
      {method: 'wallet_switchEthereumChain', params: [{chainId: '0x13882'}]},
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x13882',
            chainName: 'Polygon Amoy',
            nativeCurrency: {name: 'POL', symbol: 'POL', decimals: 18},
            rpcUrls: ['https://polygon-amoy.drpc.org'],
            blockExplorerUrls: ['https://amoy.polygonscan.com'],
          },
        ],
      },
      {method: 'eth_chainId'},
    ]);
  });

  test('does not say "selected" when the wallet adds the chain but stays on another one', async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {ethereum: unknown}).ethereum = {
        request: async (args: {method: string}) => {
          if (args.method === 'wallet_switchEthereumChain') throw {code: 4902, message: 'Unrecognized chain ID'};
          if (args.method === 'eth_chainId') return '0x1';
          return null;
        },
      };
    });
    await page.goto(page_);
    await page.getByRole('button', {name: 'Add Polygon Amoy'}).click();
    await expect(await statusOf(page, 'Add Polygon Amoy')).toHaveText(
      "Polygon Amoy was added to your wallet, but the wallet is not on it yet. Select Polygon Amoy in your wallet's network menu, or select the button again to switch.",
    );
  });

  test('explains a rejected request without breaking the page', async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {ethereum: unknown}).ethereum = {
        request: async () => {
          throw {code: 4001, message: 'User rejected the request.'};
        },
      };
    });
    await page.goto('/docs/blockchain-and-web3/ethereum');
    await page.getByRole('button', {name: 'Add Ethereum Mainnet'}).click();
    await expect(await statusOf(page, 'Add Ethereum Mainnet')).toContainText('nothing changed');
    await expect(page.getByRole('button', {name: 'Add Ethereum Mainnet'})).toBeEnabled();
  });
});
