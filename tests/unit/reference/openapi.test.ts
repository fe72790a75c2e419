import {describe, expect, it} from 'vitest';
import type {Abi} from 'viem';
import {loadReference} from '@site/plugins/reference/load';
import {lintOpenApi} from '@site/plugins/reference/openapi/lint';
import {
  calldataProblems,
  checkExamples,
  problemExampleProblems,
  structureProblems,
} from '@site/plugins/reference/openapi/validate';
import {operations} from '@site/plugins/reference/openapi/document';
import {publishedNetworks} from '@site/src/data/networks';
import {environments, restBaseUrl, type ProductId, type RestApiId} from '@site/src/data/platform';
import {siteUrl} from '@site/src/data/site';

const bundle = loadReference();
const abis = new Map(bundle.contracts.map((contract) => [contract.name, contract.abi as Abi]));

describe('OpenAPI documents (reference/rest)', () => {
  it('has the Pools REST API', () => {
    expect(bundle.rest.map((api) => api.id)).toContain('pools');
  });

  for (const api of bundle.rest) {
    describe(api.file, () => {
      it('passes Redocly lint (recommended rules) with no errors and no warnings', async () => {
        const result = await lintOpenApi(api.source, api.file);
        expect(result.errors).toEqual([]);
        expect(result.warnings).toEqual([]);
      });

      it('is OpenAPI 3.1 with the Production and Sandbox base URLs of src/data/platform', () => {
        expect(api.document.openapi).toBe('3.1.0');
        const urls = (api.document.servers ?? []).map((server) => server.url).sort();
        expect(urls).toEqual(
          environments.map((environment) => restBaseUrl(api.id as RestApiId, environment.id)).sort(),
        );
      });

      it('gives every operation one tag, a summary, a description and a unique id', () => {
        expect(operations(api.document).length).toBeGreaterThan(0);
        expect(structureProblems(api.document)).toEqual([]);
      });

      const examples = checkExamples(api.document);
      it('has examples for every request and success response', () => {
        expect(examples.length).toBeGreaterThan(operations(api.document).length);
      });

      it.each(examples.map((example) => [example.where, example]))(
        '%s validates against its schema',
        (_where, example) => {
          expect(example.errors).toEqual([]);
        },
      );

      it('gives every error example a documented code, its status and its catalogue anchor', () => {
        expect(problemExampleProblems(api.document, siteUrl)).toEqual([]);
      });

      it('returns calldata that decodes with the documented contract ABI to the documented function', () => {
        const {checked, problems} = calldataProblems(api.document, abis);
        expect(checked).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      });

      it('its Network and ChainId enums match the networks the product is deployed on', () => {
        const deployed = publishedNetworks().filter((network) => network.products.includes(api.id as ProductId));
        const schemas = api.document.components?.schemas ?? {};
        expect([...(schemas.Network?.enum ?? [])].sort()).toEqual(deployed.map((network) => network.id).sort());
        expect([...(schemas.ChainId?.enum ?? [])].map(Number).sort((a, b) => a - b)).toEqual(
          deployed.flatMap((network) => [network.mainnet.chainId, network.testnet.chainId]).sort((a, b) => a - b),
        );
      });
    });
  }
});
