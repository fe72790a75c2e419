// Swizzled to do nothing: code is highlighted at build time (plugins/code-blocks), so the browser
// registers no Prism grammar (the theme's version bundles every prismjs language it could require).
export default function prismIncludeLanguages(): void {}
