/**
 * What the drawings (`npm run diagrams`) change in Mermaid's dark theme: its edge-label grey (hsl 0 0% 34%) gave the
 * labels' #ccc text 4.4:1, under WCAG's 4.5:1. Docusaurus passes one set of options to both themes, so Mermaid drawing
 * live in development keeps the stock grey.
 */
export const darkThemeVariables = {edgeLabelBackground: '#4d4d4d'};
