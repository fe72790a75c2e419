import fs from 'node:fs';
import path from 'node:path';
import {parse as parseGraphql, visit as visitGraphql, type StringValueNode} from 'graphql';
import type {Root, RootContent} from 'mdast';
import {isPair, isScalar, parseDocument, visit as visitYaml} from 'yaml';
import {parsePage} from '@site/scripts/support/pageCodeBlocks';
import {inlineText} from './prose';

/**
 * The interest-rate model of a collateral pool has two validity rules: 0 < optimal utilisation < 10000, which the
 * contract checks, and base + slope1 + slope2 ≤ 10000, which only the APIs' builders check. A review found the second
 * rule in two reference texts and missing from the other eight that list the first. Every text that states the first
 * rule must state the second too; the NatSpec says there that the contract does not check it.
 */

/** A text that states the optimal-utilisation rule: "0 < `optimalUtilizationBps` < 10000", "of 0 or 10000", … */
export const optimalRule = new RegExp(
  [
    '\\b0\\s*<\\s*`?optimal',
    'optimal[^.;]{0,40}?\\b(?:strictly )?between 0 and 10,?000\\b',
    'optimal[^.;]{0,40}?\\b(?:is|of) 0 or 10,?000\\b',
    'optimal[^.;]{0,60}?\\babove 0 and below 10,?000\\b',
    'optimal\\w*`?\\s+must be greater than 0\\b',
  ].join('|'),
  'i',
);

/**
 * A text that states the sum rule: "`baseRateBps + slope1Bps + slope2Bps ≤ 10000`", "base rate + slope 1 + slope 2
 * above 10000".
 */
export const sumRule =
  /\bbase(?:RateBps| rate)?`?\s*\+\s*`?slope ?1(?:Bps)?`?\s*\+\s*`?slope ?2(?:Bps)?`?[^.;]{0,40}?(?:≤|<=|at most|above|over|more than)\s*10,?000\b/i;

/**
 * One text a reader takes as a whole: a paragraph, a table or a list of a page; a description of the reference; a
 * NatSpec block. `claims` are its parts that state a rule on their own (a table's rows, a list's items).
 */
interface RuleText {
  line: number;
  claims: string[];
  whole: string;
}

type Node = Root | RootContent;

/** The paragraphs, tables and lists of a page; code blocks and ESM have no children, so nothing of them is read. */
export function pageTexts(tree: Root): RuleText[] {
  const texts: RuleText[] = [];
  const walk = (node: Node) => {
    const line = 'position' in node && node.position ? node.position.start.line : 0;
    if (node.type === 'paragraph' || node.type === 'heading') {
      const text = inlineText(node);
      texts.push({line, claims: [text], whole: text});
      return;
    }
    if (node.type === 'table' || node.type === 'list') {
      // A row's cells, or an item's blocks, read as one claim: "Optimal utilisation | … | Above 0 and below 10000".
      const claims = node.children.map((child) =>
        ('children' in child ? child.children : []).map(inlineText).join(' | '),
      );
      texts.push({line, claims, whole: claims.join('\n')});
      return;
    }
    if ('children' in node) for (const child of node.children as Node[]) walk(child);
  };
  walk(tree);
  return texts;
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Every `description` of a YAML file (OpenAPI documents, GraphQL examples). */
export function yamlTexts(source: string): RuleText[] {
  const texts: RuleText[] = [];
  visitYaml(parseDocument(source), {
    Pair(_key, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || pair.key.value !== 'description') return;
      if (isScalar(pair.value) && typeof pair.value.value === 'string')
        texts.push({
          line: lineAt(source, pair.value.range?.[0] ?? 0),
          claims: [pair.value.value],
          whole: pair.value.value,
        });
    },
  });
  return texts;
}

/** Every description of a GraphQL schema. */
export function graphqlTexts(sdl: string): RuleText[] {
  const texts: RuleText[] = [];
  visitGraphql(parseGraphql(sdl), {
    enter(node) {
      const description = (node as {description?: StringValueNode}).description;
      if (description?.loc)
        texts.push({line: description.loc.startToken.line, claims: [description.value], whole: description.value});
    },
  });
  return texts;
}

/** Every NatSpec block of a Solidity file: a run of `///` lines. */
export function natSpecTexts(source: string): RuleText[] {
  const texts: RuleText[] = [];
  let block: {line: number; lines: string[]} | null = null;
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('///')) {
      block ??= {line: index + 1, lines: []};
      block.lines.push(line.slice(3).trim());
      return;
    }
    if (block) texts.push({line: block.line, claims: [block.lines.join(' ')], whole: block.lines.join(' ')});
    block = null;
  });
  return texts;
}

/** `file:line` of every text that states the optimal-utilisation rule but not the sum rule. */
export function missingSumRule(file: string, texts: RuleText[]): string[] {
  return texts
    .filter((text) => text.claims.some((claim) => optimalRule.test(claim)) && !sumRule.test(text.whole))
    .map(
      (text) =>
        `${file}:${text.line} states 0 < optimalUtilizationBps < 10000 without baseRateBps + slope1Bps + slope2Bps ≤ 10000`,
    );
}

/** How many texts state the optimal-utilisation rule: the check is only as good as `optimalRule` finds them. */
export const statingOptimalRule = (texts: RuleText[]) =>
  texts.filter((text) => text.claims.some((claim) => optimalRule.test(claim))).length;

/** The reference's text files, relative to the repository root; release snapshots stay as they were released. */
export function referenceTextFiles(repoRoot: string): string[] {
  return ['rest', 'graphql', 'contracts']
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(repoRoot, 'reference', folder))
        .filter((file) => /\.(?:ya?ml|graphql|sol)$/.test(file))
        .map((file) => `reference/${folder}/${file}`),
    )
    .sort();
}

/** The texts of one reference file, by its kind. */
export function referenceTexts(file: string, source: string): RuleText[] {
  if (file.endsWith('.graphql')) return graphqlTexts(source);
  if (file.endsWith('.sol')) return natSpecTexts(source);
  return yamlTexts(source);
}

/** Reads a file's texts, a page's or a reference file's, parsing each file once however often it is asked for. */
export function textsReader(repoRoot: string, pages: readonly string[]): (file: string) => RuleText[] {
  const parsed = new Map<string, RuleText[]>();
  return (file) => {
    if (!parsed.has(file))
      parsed.set(
        file,
        pages.includes(file)
          ? pageTexts(parsePage(repoRoot, file))
          : referenceTexts(file, fs.readFileSync(path.join(repoRoot, file), 'utf8')),
      );
    return parsed.get(file)!;
  };
}
