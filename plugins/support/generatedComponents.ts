import type {referenceComponents} from '../reference/components';
import type {staticTablesComponents} from '../static-tables/components';

/**
 * Every MDX component a build-time plugin writes into a page. The MDX scope (src/theme/MDXComponents) is typed
 * against it, and the Markdown export (plugins/llms-txt) against the reference's part, the only one its tap meets, so a
 * renamed or new component fails the type check there.
 */
export type GeneratedComponent = keyof typeof staticTablesComponents | keyof typeof referenceComponents;
