// @docsearch/react ships its modal entry point (the lazily loaded half) without declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
