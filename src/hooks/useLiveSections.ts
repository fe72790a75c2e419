import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sections, type Section, type SectionId} from '@site/src/data/sections';

/** The content areas built into this site (computed by the config from the docs/ folders). */
export function useLiveSections(): Section[] {
  const {customFields} = useDocusaurusContext().siteConfig;
  const live = new Set(customFields?.liveSectionIds as SectionId[] | undefined);
  return sections.filter((section) => live.has(section.id));
}
