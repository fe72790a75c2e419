import type {AstNode, CompiledSource} from './compile';

/** The line (1-based) where a node starts: solc's `src` is start:length:file, the start in UTF-8 bytes. */
function lineAt(content: Buffer, node: AstNode): number {
  const start = Number(node.src.split(':')[0]);
  let line = 1;
  for (let index = 0; index < start; index++) if (content[index] === 0x0a) line++;
  return line;
}

/**
 * Where each declaration the NatSpec checks name starts, by the name they give it: `IPool` (an interface),
 * `IPool.supply` (a member: the first of that name), `contracts/X.sol.Kind` (a file-level struct or enum) and
 * `contracts/X.sol:Moved` (a file-level event or error).
 */
export function declarationLines(source: CompiledSource): Map<string, number> {
  const content = Buffer.from(source.content, 'utf8');
  const lines = new Map<string, number>();
  const add = (name: string, node: AstNode) => {
    if (!lines.has(name)) lines.set(name, lineAt(content, node));
  };
  for (const node of source.ast.nodes ?? []) {
    if (!node.name) continue;
    if (node.nodeType === 'ContractDefinition') {
      add(node.name, node);
      for (const member of node.nodes ?? []) if (member.name) add(`${node.name}.${member.name}`, member);
    } else if (node.nodeType === 'EventDefinition' || node.nodeType === 'ErrorDefinition') {
      add(`${source.file}:${node.name}`, node);
    } else {
      add(`${source.file}.${node.name}`, node);
    }
  }
  return lines;
}

/** The line a NatSpec problem is about: the declaration its message starts with (see `natspecProblems`). */
export function problemLine(lines: Map<string, number>, message: string): number | undefined {
  const fileLevel = /^(.+?): (\w+) is declared at file level/.exec(message);
  if (fileLevel) return lines.get(`${fileLevel[1]}:${fileLevel[2]}`);
  return lines.get(message.slice(0, message.indexOf(': ')));
}
