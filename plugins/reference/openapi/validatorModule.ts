import Ajv2020 from 'ajv/dist/2020';
import {_} from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import equal from 'ajv/dist/runtime/equal';
import type {ExplorerOperation, JsonSchema} from '../../../src/lib/apiMock/types';
import {bodyExport, parameterExport} from '../../../src/lib/apiMock/validatorExports';
import {explorerFormats} from './explorerFormats';

/**
 * The explorer's validators of one operation as a self-contained ES module, written by Ajv's standalone code
 * generation at build time: the browser runs Ajv's own checks without compiling anything, so the CSP needs no
 * `unsafe-eval`. An operation's module names its exports as `validatorExports` says.
 */

/** A CommonJS module's default export, whether the loader hands over the function or its exports object. */
function defaultFunction(module: unknown): (...args: never[]) => unknown {
  const found = typeof module === 'function' ? module : (module as {default?: unknown}).default;
  if (typeof found !== 'function') throw new Error('an Ajv runtime helper is not a function');
  return found as (...args: never[]) => unknown;
}

// Ajv's generated code requires these runtime helpers by module name; each is one self-contained function.
const runtime: Record<string, (...args: never[]) => unknown> = {
  'ajv/dist/runtime/ucs2length': defaultFunction(ucs2length),
  'ajv/dist/runtime/equal': defaultFunction(equal),
};

/** The schemas of an operation's validators, by export name. */
export function operationSchemas(operation: ExplorerOperation): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  operation.parameters.forEach((parameter, index) => (schemas[parameterExport(index)] = parameter.schema));
  if (operation.body) schemas[bodyExport] = operation.body.schema;
  return schemas;
}

/**
 * Writes validator modules, one per call: an ES module exporting a validator for each schema, under the schema's name.
 * The modules share one Ajv, since setting one up (its meta-schemas, its formats) costs more than compiling an
 * operation's schemas; each module holds only the code its own validators use.
 */
export function validatorModuleWriter(): (schemas: Record<string, JsonSchema>) => string {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    formats: explorerFormats,
    code: {source: true, esm: true, formats: _`formats`},
  });
  const formats = Object.entries(explorerFormats).map(
    ([name, check]) => `${JSON.stringify(name)}: ${check.toString()}`,
  );
  return (schemas) => {
    for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name);
    const generated = standaloneCode(ajv, Object.fromEntries(Object.keys(schemas).map((name) => [name, name])));
    // Removed once written, the schemas leave their names to the next module, and Ajv's cache (by schema object)
    // keeps nothing between modules: a schema given again is compiled again.
    for (const name of Object.keys(schemas)) ajv.removeSchema(name);
    const code = generated
      // A module is strict already, and the directive would no longer come first.
      .replace(/^"use strict";/, '')
      .replace(/require\("([^"]+)"\)\.default/g, (_call, name: string) => {
        const helper = runtime[name];
        if (!helper) throw new Error(`Ajv's generated code requires ${name}, which validatorModule does not inline`);
        return `(${helper.toString()})`;
      });
    // A description may say "require(" in a string, where JSON escapes the quote that follows.
    if (/\brequire\("/.test(code))
      throw new Error("Ajv's generated code requires a module validatorModule does not know");
    return `const formats = {${formats.join(', ')}};\n${code}`;
  };
}
