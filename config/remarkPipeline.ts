import path from 'node:path';
import type {Pluggable} from 'unified';
import remarkFacts from '../plugins/facts/remark';
import remarkReference from '../plugins/reference/remark';
import remarkChangelog from '../plugins/changelog/remark';
import {remarkKeepDocTrees} from '../plugins/llms-txt';
import remarkStaticTables from '../plugins/static-tables/remark';
import remarkStaticProse from '../plugins/static-tables/prose';
import remarkCodeBlocks from '../plugins/code-blocks/remark';
import {baseUrl} from '../src/data/site';
import {magicComments} from './prism';
import {siteDir} from './siteDir';
import {timedRemark, type RemarkStep} from './stepTimes';

const docsDir = path.join(siteDir, 'docs');

/** Each of the site's remark steps with its options. */
const steps = timedSteps({
  facts: remarkFacts,
  reference: [remarkReference, {docsDir}],
  changelog: [remarkChangelog, {docsDir}],
  keepDocTrees: remarkKeepDocTrees,
  staticTables: [remarkStaticTables, {baseUrl}],
  codeBlocks: [remarkCodeBlocks, {magicComments}],
  staticProse: [remarkStaticProse, {baseUrl}],
});

/** Each step timed under its name when the build is measured (`config/stepTimes.ts`). */
function timedSteps<Names extends string>(named: Record<Names, RemarkStep>): Record<Names, Pluggable> {
  return Object.fromEntries(
    Object.entries<RemarkStep>(named).map(([name, step]) => [name, timedRemark(name, step)]),
  ) as Record<Names, Pluggable>;
}

/**
 * The site's remark plugins in the order they run; Docusaurus' own (headings, TOC, admonitions, Mermaid) run after
 * `beforeDocusaurus` (docs) or `beforeDocusaurusOutsideDocs` (blog and pages), and before `afterDocusaurus`.
 * tests/unit/remarkPipeline.test.ts runs this order on a reference page and fails when a step meets a tree it was not
 * written for; a plugin kept in one folder checks its own step there (plugins/code-blocks/tests/remark.test.ts).
 */
export const remarkPipeline = {
  steps,
  /**
   * Docs. Fact elements become their words; reference directives become real headings, tables and code before
   * Docusaurus builds the TOC; the changelog's directives and history lines follow; the llms-txt tap then keeps each
   * tree for the Markdown export.
   */
  beforeDocusaurus: [steps.facts, steps.reference, steps.changelog, steps.keepDocTrees],
  /** The blog and pages: fact elements become their words, as in the docs. */
  beforeDocusaurusOutsideDocs: [steps.facts],
  /** Every content plugin, after the tap: tables, then fenced code, become HTML made at build time. */
  afterDocusaurus: [steps.staticTables, steps.codeBlocks, steps.staticProse],
};
