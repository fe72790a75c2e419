import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchBackendConfig} from '@site/src/data/search';

/** The search backend chosen at build time (embedded index or hosted Algolia). */
export function useSearchConfig(): SearchBackendConfig {
  return useDocusaurusContext().siteConfig.customFields!.search as SearchBackendConfig;
}
