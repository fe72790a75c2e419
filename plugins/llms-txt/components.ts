import type {Paragraph, RootContent} from 'mdast';
import {code, link, paragraph, strong, table, text, type Block, type Inline} from '../support/mdast';
import {
  apiKeysText,
  environments,
  getEnvironment,
  graphqlUrl,
  products,
  restBaseUrl,
  type Environment,
} from '../../src/data/platform';
import {
  getNetwork,
  networks,
  publishedNetworks,
  toHexChainId,
  unpublishedParametersText,
  upcomingNetworks,
  type ChainParameters,
  type NetworkId,
} from '../../src/data/networks';
import {publishedReferencePath} from '../../src/data/reference';
import {liveSections} from '../../config/liveSections';
import {productNames} from '../../src/components/productNames';
import {attribute, requiredAttribute, type JsxElement} from '../support/jsxAttributes';
import {inlineParts} from '../facts/public';
import type {referenceComponents} from '../reference/components';

/**
 * The Markdown equivalent of each MDX component the docs use, built from the same src/data the
 * components read, so the Markdown copy of a page states the same values as the page.
 */

export interface ComponentContext {
  /** Absolute URL of the page being converted, for pointers to its interactive parts. */
  pageUrl: string;
  /** Converts the children of an element (already-clean Markdown nodes come back). */
  children(element: JsxElement): RootContent[];
}

type Converter = (element: JsxElement, context: ComponentContext) => RootContent[];

/** A pointer to a part of the page that only works in the browser. */
function interactive(name: string): Converter {
  return (_element, {pageUrl}) => [paragraph(text(`Interactive: ${name} — see `), link(pageUrl, text(pageUrl)))];
}

/** Production runs on mainnets and Sandbox on testnets, as the site's network tables title them. */
const chainTitle = (environment: Environment): string =>
  `${environment.chains === 'mainnet' ? 'Mainnet' : 'Testnet'} (${environment.name})`;

function publishedChain(id: string, chain: string | undefined): ChainParameters {
  const network = getNetwork(id as NetworkId);
  if (!network.parametersPublished) throw new Error(`${network.name} has no published chain parameters to show.`);
  return network[chain === 'testnet' ? 'testnet' : 'mainnet'];
}

/** What the network tables show for a network without published chain values, as `UnpublishedText` renders it. */
function unpublishedText(id: NetworkId): Inline[] {
  const {website} = getNetwork(id);
  return [text(unpublishedParametersText), link(website, text(website))];
}

/** The endpoint, and who runs it when the network publishes none of its own, as the NetworkFacts table shows it. */
function rpcUrl(chain: ChainParameters): Inline[] {
  const operator = chain.rpcOperator;
  return operator.kind === 'third-party'
    ? [code(chain.rpcUrl), text(', run by '), link(operator.website, text(operator.name)), text(', a third party')]
    : [code(chain.rpcUrl)];
}

function networkFacts(element: JsxElement): Block[] {
  const network = getNetwork(requiredAttribute(element, 'network') as NetworkId);
  if (!network.parametersPublished) {
    return [
      paragraph(
        text(`${network.name} has not published its chain parameters yet; take them from `),
        link(network.website, text(network.website)),
        text(' once they are announced.'),
      ),
    ];
  }
  const rows: [string, (chain: ChainParameters) => Inline[] | string][] = [
    ['Network name', (chain) => chain.chainName],
    ['Chain id', (chain) => [code(String(chain.chainId))]],
    ['Chain id (hex)', (chain) => [code(toHexChainId(chain.chainId))]],
    ['Currency symbol', (chain) => chain.nativeCurrency.symbol],
    ['Currency decimals', (chain) => String(chain.nativeCurrency.decimals)],
    ['Public RPC URL', rpcUrl],
    ['Block explorer', (chain) => [link(chain.explorerUrl, text(chain.explorerName))]],
  ];
  return [
    paragraph(strong(text(`${network.name} connection parameters`))),
    table(
      ['Parameter', ...environments.map(chainTitle)],
      rows.map(([label, value]) => [label, ...environments.map((environment) => value(network[environment.chains]))]),
    ),
    paragraph(text(`Assetra products on ${network.name}: ${productNames(network.products)}.`)),
  ];
}

const environmentRows: [string, (environment: Environment) => Inline[] | string][] = [
  [
    'Purpose',
    (environment) =>
      environment.id === 'production' ? 'Real assets and real funds' : 'Building and testing; tokens have no value',
  ],
  ['API host', (environment) => [code(environment.apiHost)]],
  ['Web app', (environment) => [code(environment.appHost)]],
  [
    'Chains',
    (environment) =>
      publishedNetworks()
        .map((network) => network[environment.chains].chainName)
        .join(', '),
  ],
  ['API keys', (environment) => inlineParts(apiKeysText(environment.id))],
];

/** The tap keeps each tree after reference directives expand and before code blocks and tables become JSX. */
type ReferenceComponent = keyof typeof referenceComponents;

const converters: Record<string, Converter> = {
  NetworkFacts: networkFacts,
  UnpublishedText: (element) => unpublishedText(requiredAttribute(element, 'network') as NetworkId),
  EnvironmentTable: () => [
    paragraph(strong(text('Assetra environments'))),
    table(
      ['Setting', ...environments.map((environment) => environment.name)],
      environmentRows.map(([label, value]) => [
        label,
        ...environments.map((environment) => value(getEnvironment(environment.id))),
      ]),
    ),
  ],
  ApiEndpointTable: () => [
    table(
      ['Product', 'Environment', 'REST base URL', 'GraphQL endpoint'],
      products.flatMap((product) =>
        environments.map((environment) => [
          product.name,
          environment.name,
          product.rest ? [code(restBaseUrl(product.id, environment.id))] : 'None: use GraphQL',
          [code(graphqlUrl(product.id, environment.id))],
        ]),
      ),
    ),
  ],
  NetworkTable: () => [
    table(
      ['Network', 'Type', 'Mainnet chain id', 'Testnet (chain id)', 'Native currency', 'Assetra products'],
      networks.map((network) => {
        const chains: (Inline[] | string)[] = network.parametersPublished
          ? [
              [code(String(network.mainnet.chainId))],
              [text(`${network.testnet.chainName} (`), code(String(network.testnet.chainId)), text(')')],
              network.mainnet.nativeCurrency.symbol,
            ]
          : [unpublishedText(network.id), '', ''];
        return [[link(network.docsPath, text(network.name))], network.kind, ...chains, productNames(network.products)];
      }),
    ),
  ],
  UpcomingNetworks: () => [
    table(
      ['Network', 'Type', 'Chain id', 'Why', 'Planned for'],
      upcomingNetworks.map((network) => [
        [link(network.website, text(network.name))],
        network.kind,
        [code(String(network.chainId))],
        network.reason,
        network.target,
      ]),
    ),
  ],
  SectionCards: () => [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: liveSections().map((section) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph(link(section.href, text(section.title)), text(`: ${section.description}`)) as Paragraph],
      })),
    },
  ],
  HttpEndpoint: (element) => [
    paragraph(code(`${requiredAttribute(element, 'method')} ${requiredAttribute(element, 'path')}`)),
  ],
  // Interactive only: the Markdown copy has the operation's example request and response already.
  ApiExplorer: () => [],
  GraphqlRun: () => [],
  ReferenceDownload: (element) => {
    const file = requiredAttribute(element, 'file');
    return [link(`/${publishedReferencePath}/${file}`, code(file.split('/').pop()!))];
  },
  // A link to a file the build writes (a feed): `pathname://` keeps it out of Docusaurus' link check.
  a: (element, context) => [
    link(requiredAttribute(element, 'href').replace(/^pathname:\/\//, ''), ...(context.children(element) as Inline[])),
  ],
  // A link target only: its content stays, the anchor is the HTML page's business.
  AnchorTarget: (element, context) => context.children(element),
  // Every tab's content, each under its label, since Markdown has no tabs.
  Tabs: (element, context) => context.children(element),
  TabItem: (element, context) => [
    paragraph(strong(text(attribute(element, 'label') ?? requiredAttribute(element, 'value')))),
    ...context.children(element),
  ],
  details: (element, context) => context.children(element),
  // Inside <details>, which a reader of Markdown sees open.
  summary: (element, context) => [strong(...(context.children(element) as Inline[]))],
  sup: (element, context) => [text('^'), ...context.children(element)],
  AddNetworkButton: (element, context) =>
    interactive(
      `button that adds ${publishedChain(requiredAttribute(element, 'network'), attribute(element, 'chain')).chainName} to your wallet`,
    )(element, context),
  AddNetworkPanel: interactive('add a network to your wallet (pick the network and chain)'),
  ArteBasketComposer: interactive('ARTE basket composer'),
  CpPoolCalculator: interactive('CP pool minimum rewards and outcomes calculator'),
  HealthFactorCalculator: interactive('collateral pool health factor calculator'),
  StakingRewardsEstimator: interactive('staking rewards estimator'),
  VestingScheduleChart: interactive('vesting schedule chart'),
} satisfies Record<ReferenceComponent, Converter> & Record<string, Converter>;

/** The Markdown for a component, or an error naming it so a new component gets an equivalent. */
export function componentToMarkdown(element: JsxElement, context: ComponentContext): RootContent[] {
  const convert = element.name ? converters[element.name] : undefined;
  if (!convert)
    throw new Error(`No Markdown equivalent for <${element.name ?? ''}>: add one to plugins/llms-txt/components.ts`);
  return convert(element, context);
}
