interface Compilation {
  emitAsset(name: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void}};
}

interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
    sources: {RawSource: new (content: string | Buffer) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
}

/**
 * A bundler plugin that emits files as assets of the client compilation, so `npm start` serves them from memory and a
 * build writes them into its output before any plugin's postBuild runs. For a plugin's `configureWebpack`, on the
 * client side only: `{plugins: [emitAssets(name, files)]}`.
 */
export function emitAssets(name: string, files: readonly (readonly [path: string, content: string | Buffer])[]) {
  return {
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
          for (const [file, content] of files) compilation.emitAsset(file, new sources.RawSource(content));
        });
      });
    },
  };
}
