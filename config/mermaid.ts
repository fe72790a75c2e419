import type {ThemeConfig} from '@docusaurus/theme-mermaid';

/**
 * Mermaid's themes and options, read by the theme in the browser and by `npm run diagrams` (plugins/diagrams),
 * which draws every diagram ahead of time with them. The fonts are Arial's metrics on every system
 * (Liberation Sans is metric-compatible), so text measured when drawing fits wherever it is read.
 * A fixed seed makes the rounded shapes' paths the same in every drawing (Mermaid picks one at random).
 */
export const mermaidThemeConfig = {
  theme: {light: 'neutral', dark: 'dark'},
  options: {fontFamily: "Arial, 'Liberation Sans', Helvetica, sans-serif", handDrawnSeed: 1},
} satisfies ThemeConfig['mermaid'];
