import {brand} from '../src/data/site';
import {socialCardSize} from '../plugins/social-cards/cardPath';

/** The site's default social card (static/), shared by every page without a card of its own. */
export const defaultSocialCard = {
  path: 'img/social-card.png',
  alt: `${brand.title}: ${brand.tagline}`,
} as const;

/**
 * Meta tags on every page (`themeConfig.metadata`). Pages with their own description, card (docs)
 * or type (blog posts are articles) override them.
 */
export const siteMetadata = [
  {name: 'description', content: brand.summary},
  {property: 'og:description', content: brand.summary},
  {property: 'og:site_name', content: brand.title},
  {property: 'og:type', content: 'website'},
  {property: 'og:image:width', content: String(socialCardSize.width)},
  {property: 'og:image:height', content: String(socialCardSize.height)},
  {property: 'og:image:alt', content: defaultSocialCard.alt},
  {name: 'twitter:image:alt', content: defaultSocialCard.alt},
];
