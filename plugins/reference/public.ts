/**
 * What other plugins may use of the reference plugin: the loaded reference, where it is placed in the docs, the
 * items it renders and their anchors, and its remark plugin. Anything else in this folder is internal.
 */
export {loadReference} from './load';
export {referenceDir} from './paths';
export {siteFormats} from './formats';
export {findPlacements, routeOfPage, type Placement} from './placements';
export {operationGroup, placeItems, typeAnchor, uniqueMembers, type ItemKind} from './items';
export type {OpenApiDocument} from './openapi/types';
export {operations} from './openapi/document';
export {buildReferenceSchema} from './graphql/schema';
export {reachableTypes, rootField} from './graphql/render';
export {compileSolidity} from './solidity/compile';
export {sourceDoc, type ErrorDoc, type EventDoc, type FunctionDoc, type SourceDoc} from './solidity/model';
export {default as remarkReference, type RemarkReferenceOptions} from './remark';
