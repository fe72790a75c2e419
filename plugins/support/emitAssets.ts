interface Compilation {
  emitAsset(name: string, source: unknown): void;
  hooks: {processAssets: {tapPromise(options: {name: string; stage: number}, callback: () => Promise<void>): void}};
}

interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
    sources: {RawSource: new (content: string | Buffer) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
}

type Assets = readonly (readonly [path: string, content: string | Buffer])[];

/**
 * A bundler plugin that emits files as assets of the client compilation, so `npm start` serves them from memory and a
 * build writes them into its output before any plugin's postBuild runs. For a plugin's `configureWebpack`, on the
 * client side only: `{plugins: [emitAssets(name, () => files)]}`. The files are asked for when each compilation emits
 * its assets, so they may still be in the making (on a worker thread) while the bundler works.
 */
export function emitAssets(name: string, files: () => Assets | Promise<Assets>) {
  return {
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          {name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
          async () => {
            for (const [file, content] of await files()) compilation.emitAsset(file, new sources.RawSource(content));
          },
        );
      });
    },
  };
}
