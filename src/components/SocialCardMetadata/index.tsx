import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {socialCardPath, socialCardSize} from '@site/plugins/social-cards/cardPath';

interface Props {
  /** The page's permalink, with base URL, as the docs plugin gives it. */
  permalink: string;
  title: string;
}

/** Open Graph and Twitter tags for a docs page: its own card (made by plugins/social-cards), described by its title. */
export default function SocialCardMetadata({permalink, title}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <PageMetadata image={socialCardPath(permalink, siteConfig.baseUrl)}>
      <meta property="og:type" content="article" />
      <meta property="og:image:width" content={String(socialCardSize.width)} />
      <meta property="og:image:height" content={String(socialCardSize.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image:alt" content={title} />
    </PageMetadata>
  );
}
