import ts from 'typescript';

/** Interfaces of a declaration by name, including those inside namespaces (`Pools.PoolsModule`). */
function interfacesOf(statements: readonly ts.Statement[]): Map<string, ts.InterfaceDeclaration> {
  const found = new Map<string, ts.InterfaceDeclaration>();
  for (const statement of statements) {
    if (ts.isInterfaceDeclaration(statement)) found.set(statement.name.text, statement);
    if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body))
      for (const [name, declaration] of interfacesOf(statement.body.statements)) found.set(name, declaration);
  }
  return found;
}

/** `PoolsModule` for the type `Pools.PoolsModule` or `PoolsModule`. */
function referencedName(type: ts.TypeNode | undefined): string {
  if (!type || !ts.isTypeReferenceNode(type)) return '';
  return ts.isQualifiedName(type.typeName) ? type.typeName.right.text : type.typeName.text;
}

/**
 * Every method reachable from `AssetraClient` in the generated `@assetra/sdk` declaration, as
 * `pools.admin.buildPause`, read from its syntax tree.
 */
export function declaredMethods(declaration: string): string[] {
  const source = ts.createSourceFile('sdk.ts', declaration, ts.ScriptTarget.ES2022);
  const interfaces = interfacesOf(source.statements);
  const walk = (name: string, prefix: string): string[] =>
    interfaces.get(name)!.members.flatMap((member) => {
      const key = (member.name as ts.Identifier).text;
      if (ts.isMethodSignature(member)) return [`${prefix}${key}`];
      const type = ts.isPropertySignature(member) ? referencedName(member.type) : '';
      return interfaces.has(type) ? walk(type, `${prefix}${key}.`) : [];
    });
  return walk('AssetraClient', '').sort();
}
