import type {GraphQLSchema} from 'graphql';
import {parse as parseYaml} from 'yaml';
import {buildReferenceSchema} from '../reference/public';
import {loadReference} from '../reference/public';
import type {OpenApiDocument} from '../reference/public';
import {compileSolidity} from '../reference/public';
import {sourceDoc, type SourceDoc} from '../reference/public';

/**
 * Each snapshot text parsed or compiled once: releases share most of their files with each other and with
 * reference/, and solc is the slow part.
 */
const documents = new Map<string, OpenApiDocument>();
const schemas = new Map<string, GraphQLSchema>();
const sources = new Map<string, SourceDoc>();

export function openApiOf(text: string): OpenApiDocument {
  let document = documents.get(text);
  if (!document) documents.set(text, (document = parseYaml(text) as OpenApiDocument));
  return document;
}

export function schemaOf(text: string): GraphQLSchema {
  let schema = schemas.get(text);
  if (!schema) schemas.set(text, (schema = buildReferenceSchema(text)));
  return schema;
}

let seeded = false;

/** The compiled interfaces of one .sol file; a text reference/ has is taken from the reference's own compilation. */
export function contractsOf(file: string, text: string): SourceDoc {
  const key = `${file}\n${text}`;
  if (!seeded) {
    seeded = true;
    for (const source of loadReference().compilation.sources)
      sources.set(`${source.file}\n${source.content}`, sourceDoc(source));
  }
  let source = sources.get(key);
  if (!source) {
    const compiled = compileSolidity([{file, content: text}]);
    if (compiled.errors.length) throw new Error(`${file} does not compile:\n${compiled.errors.join('\n')}`);
    sources.set(key, (source = sourceDoc(compiled.sources[0])));
  }
  return source;
}
