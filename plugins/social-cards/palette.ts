/**
 * The card's colours: the site's dark-theme tokens in src/css/custom.css and the brand navy of src/data/site.ts,
 * so a shared link looks like the site it opens (a unit test keeps them in step).
 */
export const cardPalette = {
  /** Brand navy: the announcement bar and the dark logo's letter. */
  background: '#14203f',
  /** Dark-theme accent (gold): the section name and the edge stripe. */
  accent: '#e5b95a',
  title: '#ffffff',
  /** Dark-theme lightest primary: the docs label and the host, quieter than the title. */
  muted: '#b1bfff',
} as const;
