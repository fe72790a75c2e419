import {getNamedType} from 'graphql';
import type {Abi} from 'viem';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {graphqlExplorerData} from '@site/plugins/reference/graphql/explorer';
import type {GraphqlMock} from '@site/src/lib/graphqlMock/run';
import type {GraphqlFollowUp} from './api';
import {pairLeaves, substitute, type Substitution} from './answer';
import type {AssetState} from './assets';
import type {JsonObject} from './examples';
import type {TransactionStore} from './transactions';

type Json = JsonObject[string];

/**
 * GraphQL mutations, answered for the reader's variables as REST operations are: the example's values the variables
 * change are changed in the answer (the asset's token and chain too); a build joins the tutorial's transactions, so
 * it is reported and followed like a REST build, and an asset the platform deploys itself follows its deployment.
 */
export function graphqlBuilds(options: {
  reference: ReferenceBundle;
  mocks: Map<string, GraphqlMock>;
  transactions: TransactionStore;
  assets: AssetState;
  abis: Abi[];
}): GraphqlFollowUp {
  const examples = new Map(
    options.reference.graphql.map((api) => [api.id, graphqlExplorerData(api).examples] as const),
  );
  return (product, field, value, variables) => {
    const mutation = options.mocks.get(product)?.schema.getMutationType()?.getFields()[field];
    if (!mutation || !value || typeof value !== 'object') return value;
    const example = examples.get(product)?.find((candidate) => candidate.field === `Mutation.${field}`);
    const substitutions: Substitution[] = [];
    pairLeaves(example?.variables as Json, variables as Json, substitutions);
    const exampleInput = ((example?.variables as JsonObject | undefined)?.input ?? example?.variables) as
      JsonObject | undefined;
    const input = (variables.input ?? variables) as {assetId?: string; account?: string};
    if (input.assetId)
      substitutions.push(...options.assets.substitutions(exampleInput?.assetId, input.assetId, value as JsonObject));
    const answer = substitute(value as Json, options.abis, substitutions) as JsonObject;
    const typeName = getNamedType(mutation.type).name;
    // An asset the platform deploys itself (`deployAsset`): deploying now, deployed once its blocks are final.
    if (typeName === 'Asset' && answer.status === 'DEPLOYING') options.assets.deployedByPlatform(String(answer.id));
    if (typeName !== 'Transaction') return answer;
    // `from` is the `account` of the request, as the Transaction type documents it.
    if ('from' in answer && input.account) answer.from = input.account;
    return options.transactions.build(answer);
  };
}
