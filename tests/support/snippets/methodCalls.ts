import ts from 'typescript';

/** Every call of a method of this name in a sample (`wallet.switchChain(…)`, `chain.waitForTransactionReceipt(…)`). */
export function methodCalls(source: ts.SourceFile, name: string): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const walk = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === name
    )
      found.push(node);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}
