// Stands in for the classic theme's Prism client module: languages are registered on demand by
// src/theme/CodeBlock/Highlighted (see plugins/lazy-prism).
export {};
