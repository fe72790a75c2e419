// Stands in for prism-react-renderer in the site's bundles (see ./index.ts): the classic theme's
// start-up module hands this to @theme/prism-include-languages, which registers nothing here.
export const Prism = {languages: {}};
