/**
 * The names an operation's validator module exports (plugins/reference/openapi/validatorModule.ts writes them, the
 * explorer reads them): one per parameter, in the order of the operation's `parameters`, and the body's.
 */
export const parameterExport = (index: number) => `parameter${index}`;
export const bodyExport = 'body';
