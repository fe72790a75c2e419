import {pageCodeBlocks} from '../../scripts/support/pageCodeBlocks';

/** A curl command of a page's shell block, as a reader would run it. */
export interface CurlRequest {
  page: string;
  /** Line of the command in the page, 1-based. */
  line: number;
  method: string;
  url: string;
  /** Whether the URL stands unquoted, where a shell reads `?`, `*`, `[` as a pattern and `&` as a command's end. */
  urlUnquoted: boolean;
  headers: Record<string, string>;
  /** The text after --data, unparsed; `@file` when curl reads the body from a file. */
  body: string | undefined;
  /** The reason after `nocheck=` when the page opts the block out: a historical call a post keeps as published. */
  nocheck: string | undefined;
}

/** Shell words of one command: quotes removed, quoted text kept whole, `$(…)` left as written. */
function shellWords(command: string): {text: string; bare: boolean}[] {
  const words: {text: string; bare: boolean}[] = [];
  for (const [, single, double, bare] of command.matchAll(/'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g)) {
    words.push({text: single ?? double?.replace(/\\(["\\$`])/g, '$1') ?? bare!, bare: bare !== undefined});
  }
  return words;
}

const shellLangs = new Set(['bash', 'sh', 'shell', 'console']);

/** Every curl command in the shell blocks of a page, with its method, URL, headers and body. */
export function pageCurlRequests(repoRoot: string, page: string): CurlRequest[] {
  return pageCodeBlocks(repoRoot, page).flatMap((block) => {
    if (!shellLangs.has(block.lang ?? '')) return [];
    const nocheck = /(?:^|\s)nocheck="([^"]*)"/.exec(block.meta ?? '')?.[1];
    const requests: CurlRequest[] = [];
    const lines = block.value.split('\n');
    for (let start = 0; start < lines.length; start++) {
      if (!/^\s*curl\s/.test(lines[start]!)) continue;
      // A command runs on while its lines end in a backslash, or while a quote it opened is still open.
      let command = lines[start]!;
      let end = start;
      while (end + 1 < lines.length && (/\\$/.test(command) || (command.split("'").length - 1) % 2 === 1)) {
        command = command.replace(/\\$/, '') + '\n' + lines[++end];
      }
      const words = shellWords(command);
      const request: CurlRequest = {
        page,
        line: block.position!.start.line + 1 + start,
        method: '',
        url: '',
        urlUnquoted: false,
        headers: {},
        body: undefined,
        nocheck,
      };
      for (let index = 1; index < words.length; index++) {
        const word = words[index]!.text;
        const value = () => words[++index]?.text ?? '';
        if (word === '--request' || word === '-X') request.method = value();
        else if (word === '--header' || word === '-H') {
          const [name, ...rest] = value().split(':');
          request.headers[name!.trim().toLowerCase()] = rest.join(':').trim();
        } else if (['--data', '-d', '--data-raw', '--data-binary'].includes(word)) request.body = value();
        else if (word === '--url') {
          request.url = value();
          request.urlUnquoted = words[index]?.bare ?? false;
        } else if (!word.startsWith('-') && !request.url) {
          request.url = word;
          request.urlUnquoted = words[index]!.bare;
        }
      }
      request.method ||= request.body === undefined ? 'GET' : 'POST';
      requests.push(request);
      start = end;
    }
    return requests;
  });
}
