import {usePluginData} from '@docusaurus/useGlobalData';
import {searchSettings, type SearchBackendConfig, type SearchGlobalData} from '../settings';

/** The search backend chosen at build time (embedded index or hosted Algolia), published by the plugin. */
export function useSearchConfig(): SearchBackendConfig {
  return (usePluginData(searchSettings.pluginName, undefined, {failfast: true}) as SearchGlobalData).backend;
}
