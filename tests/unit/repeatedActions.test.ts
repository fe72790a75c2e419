import {describe, expect, it} from 'vitest';
import {facts, type FactName} from '@site/src/components/Conventions/tables';
import {currentReference, pageFiles, readRepoFiles, referenceExampleFiles} from '../support/repoFiles';

/**
 * Remedies that would repeat an action the wallet has already sent: pages, code comments and the reference's
 * descriptions alike. An error example's `detail` is one sample message, read beside its code's catalogue entry.
 */

/** A fact as the reader sees it, in Markdown: code in backticks, a link by its text. */
const factText = (name: string): string =>
  (name in facts ? facts[name as FactName]() : [])
    .map((part) => (typeof part === 'string' ? part : 'code' in part ? `\`${part.code}\`` : part.text))
    .join('');

// A page renders its facts (the Safe remedies among them) from src/data: read them as the reader does.
const withFacts = (text: string) =>
  text.replace(/<Fact of="(\w+)" \/>/g, (element, name: string) => factText(name) || element);

const pages = pageFiles();
const files = [
  ...pages,
  ...referenceExampleFiles(),
  ...readRepoFiles('reference', (file) => currentReference(file) && file.endsWith('.graphql')),
].map(({file, text}) => ({file, text: withFacts(text)}));

/** A line (a paragraph or a table row) and its sentences: a table's cells end sentences too. */
interface Passage {
  where: string;
  line: string;
  sentences: string[];
}

const passagesWhere = (pattern: RegExp): Passage[] =>
  files.flatMap(({file, text}) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !/^\s*detail:/.test(line)
          ? [{where: `${file}:${index + 1}`, line, sentences: line.split(/(?<=[.;])\s+(?=[A-Z`(])|\s\|\s/)}]
          : [],
      ),
  );

describe('a sentence that builds again after a drop, or calls a drop final', () => {
  // A wallet's speed-up also makes the followed hash disappear, and building again then repeats a mint or a burn. A
  // dropped transaction keeps its nonce unused, and a wallet that still holds it sends it again: a new build sent
  // beside it takes the next nonce, and both can confirm. Deployments (a dropped one makes its asset a DRAFT again)
  // are left out: a second deployment from the same wallet reverts.
  const dropped = /\b(?:a drop|dropped)\b|CHAIN_TRANSACTION_NOT_FOUND/;
  const buildsAgainOrFinal = /\bagain\b|\bre(?:submit|send)|never confirm/;
  const sentences = passagesWhere(dropped).flatMap(({where, sentences}) =>
    sentences
      .filter(
        (sentence) =>
          dropped.test(sentence) && buildsAgainOrFinal.test(sentence) && !/\bdeploy|\bDRAFT\b/i.test(sentence),
      )
      .map((sentence) => ({where, sentence})),
  );
  const failsOrDropped = sentences.filter(({sentence}) =>
    /\b(?:fails|fail|failed) or (?:is|are|was|were) (?:cancelled or )?dropped\b/.test(sentence),
  );

  it('is found on the pages and in the reference', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(40);
    expect(failsOrDropped.length).toBeGreaterThanOrEqual(14);
  });

  it('waits until the wallet has nothing pending at its nonce', () => {
    expect(sentences.filter(({sentence}) => !/\bnonce\b/.test(sentence)).map(({where}) => where)).toEqual([]);
  });

  it('builds the action again rather than sending again: a cancelled or dropped transaction cannot be sent twice', () => {
    // Once its nonce is used, the old transaction is refused ("nonce too low"): only a new build can be sent.
    const sendsAgain = sentences.filter(({sentence}) =>
      sentence.split(/;\s*/).some((clause) => /\bsend again\b/.test(clause) && !/build/i.test(clause)),
    );
    expect(sendsAgain.map(({where}) => where)).toEqual([]);
  });

  it('after "fails or is dropped", names CHAIN_TRANSACTION_NOT_FOUND and the speed-up', () => {
    const unexplained = failsOrDropped.filter(
      ({sentence}) => !(sentence.includes('CHAIN_TRANSACTION_NOT_FOUND') && /speed-up/.test(sentence)),
    );
    expect(unexplained.map(({where}) => where)).toEqual([]);
  });

  it('for a Safe, names the Safe nonce: the signed Safe transaction stays executable by any owner', () => {
    // A dropped, cancelled or reverted execution (GS013) leaves the Safe transaction in the Safe's queue. A row or
    // paragraph is read whole: the Safe is often named in one sentence and the remedy in the next.
    const undone =
      /\b(?:a drop|dropped|reverts|reverted|execution (?:fails|failed)|failed execution)\b|CHAIN_TRANSACTION_NOT_FOUND|TRANSACTION_EXPIRED|`FAILED`/;
    const safe = passagesWhere(/\bSafe\b/).filter(({line}) => undone.test(line) && /\bagain\b/.test(line));
    expect(safe.length).toBeGreaterThanOrEqual(20);
    expect(safe.filter(({line}) => !/Safe(?:'s)? nonce/.test(line)).map(({where}) => where)).toEqual([]);
  });
});

/** Flows whose builds carry no prerequisites, so a late hash there is never an approval's. */
const flowsWithoutApprovals: Record<string, string> = {
  'docs/assets/how-tos/issue-an-erc3643-asset-and-onboard-an-investor.mdx': 'deploy, register and mint',
  'docs/assets/how-tos/issue-an-erc20-asset.mdx': 'deploy and mint',
  'docs/assets/how-tos/mint-burn-and-pause.mdx': 'mint, burn, freeze, force and pause',
  'docs/assets/back-end-api/restfulApi/asset-management.mdx': 'deploy',
  'docs/assets/back-end-api/graphqlApi/asset-management.mdx': 'deploy',
  'docs/assets/front-end-ui/assets-dashboard.mdx': 'the deploy wizard',
};

describe('a late hash followed before building again', () => {
  // The approvals expire with the main build: an approval reported too late means the main build was never sent,
  // and "build again only if it fails" would never send it.
  const passages = passagesWhere(
    /(?:TRANSACTION_EXPIRED|refused as expired|refused after sending|Sent late|sent it anyway).*only if (?:it|the transaction) (?:fails|failed)/,
  );

  it('is found on the pages', () => {
    expect(passages.length).toBeGreaterThanOrEqual(13);
  });

  it("says what to do when it is an approval's, unless the flow sends none", () => {
    const silent = passages.filter(
      ({where, line}) => !/never sent/.test(line) && !(where.replace(/:\d+$/, '') in flowsWithoutApprovals),
    );
    expect(silent.map(({where}) => where)).toEqual([]);
  });
});

describe('a HASH_MISMATCH remedy that sends the build again', () => {
  // The mismatched transaction went out anyway: sent from another holder of the role, it has already minted.
  const lines = passagesWhere(/HASH_MISMATCH.*\b(?:send|create)\b[^.|]*\b(?:unchanged|again)\b/i);

  it('is found on the pages and in the reference', () => {
    expect(lines.length).toBeGreaterThanOrEqual(5);
  });

  it('checks what the sent transaction did first', () => {
    expect(lines.filter(({line}) => !/check what/i.test(line)).map(({where}) => where)).toEqual([]);
  });

  it('resends the build unchanged only before it expires', () => {
    // A build reported after `expiresAt` is refused with TRANSACTION_EXPIRED: past it, only a new build can be sent.
    const resends = lines.filter(({line}) => /\bunchanged\b/.test(line));
    expect(resends.length).toBeGreaterThanOrEqual(4);
    expect(resends.filter(({line}) => !/expiresAt/.test(line)).map(({where}) => where)).toEqual([]);
  });
});

describe('a Pools or Engage API remedy that builds again after a transaction did not go through', () => {
  // An API caller may be a Safe, whose signed transaction stays in its queue after a revert, a cancellation or a drop:
  // building the action again beside it could carry it out twice. Every such remedy on the API, SDK and process
  // pages carries the Safe fact, so a reader never meets one without it.
  const apiPages = /^docs\/(?:pools\/(?:back-end|sdk|pools-processes)|engage\/(?:back-end-api|sdk))\//;
  // A transaction sent and not carried out; a builder's refusal ("would revert") sends nothing.
  const undone =
    /\b(?:a drop|dropped|reverted|(?:can|may) still revert|execution (?:fails|failed))\b|CHAIN_TRANSACTION_NOT_FOUND|`FAILED`|'FAILED'/;
  // An instruction: "Rebuild …", "build … again", "send … again" (not "a rebuild after … takes a new key").
  const buildsAgain = /\bRebuild\b|\b(?:build|send)\w*\b[^.;|]*\bagain\b/;
  const remedies = passagesWhere(undone).filter(({where, line}) => apiPages.test(where) && buildsAgain.test(line));

  it('is found on the pages', () => {
    expect(remedies.length).toBeGreaterThanOrEqual(15);
  });

  it('names the Safe nonce', () => {
    expect(remedies.filter(({line}) => !/Safe(?:'s)? nonce/.test(line)).map(({where}) => where)).toEqual([]);
  });
});

describe('the words that lead into the Safe action remedy', () => {
  // The remedy executes the queued Safe transaction again instead of building the action again: a lead-in such as
  // "before building it again:" tells the reader the opposite of what follows it.
  const leadIns = pages.flatMap(({file, text}) =>
    text.split('\n').flatMap((line, index) =>
      [...line.matchAll(/<Fact of="safeQueuedActionRemedy" \/>/g)].map((match) => ({
        where: `${file}:${index + 1}`,
        leadIn:
          line
            .slice(0, match.index)
            .split(/(?<=[.;])\s+|\s\|\s/)
            .at(-1) ?? '',
      })),
    ),
  );

  it('is found on the pages', () => {
    expect(leadIns.length).toBeGreaterThanOrEqual(30);
  });

  it('does not tell the reader to do the action again', () => {
    // "does not build such a setting again" and "gets no **Try again**" say what the app leaves out.
    const again = leadIns.filter(
      ({leadIn}) => /\bagain\b/.test(leadIn) && !/\b(?:not|no)\b[^:]*\bagain\b/.test(leadIn),
    );
    expect(again.map(({where, leadIn}) => `${where}: ${leadIn}`)).toEqual([]);
  });
});
