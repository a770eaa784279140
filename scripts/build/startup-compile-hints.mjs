/**
 * A webpack plugin for the browser build: the scripts a public page runs as it starts (the chunks of Next's `main-app`
 * entry: its runtime, React and the router; and those of the site's layouts and pages, `app/(site)/…`) begin with V8's
 * compile hint `//# allFunctionsCalledOnLoad`.
 *
 * Without the hint the browser compiles a function only when it is first called, on the main thread, while the page
 * starts: about half of the longest task of a page load here. With it, Chromium (136 and later) compiles the whole
 * file while it downloads, on a background thread. Browsers that do not know the hint read a comment. Scripts loaded
 * later (an island's chunk) keep lazy compilation: most of their functions run only when a visitor uses them.
 */
const NAME = 'StartupCompileHints'

/** V8's explicit compile hint; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Next's client entry that starts every page of the app router. */
const STARTUP_ENTRY = 'main-app'
/** The entries of the public site's routes (the admin's are large and mostly run on demand: they keep lazy compilation). */
const isSiteEntry = (name) => name === STARTUP_ENTRY || name.startsWith('app/(site)/')

export class StartupCompileHints {
  /** @param {typeof import('webpack')} webpack the compiler's own webpack (Next bundles one) */
  constructor(webpack) {
    this.webpack = webpack
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (which drops comments) and before the final content hashes are computed.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        if (!compilation.entrypoints.has(STARTUP_ENTRY)) {
          throw new Error(`${NAME}: the build has no "${STARTUP_ENTRY}" entry; Next's client entry was renamed.`)
        }
        const files = new Set()
        for (const [name, entry] of compilation.entrypoints) {
          if (!isSiteEntry(name)) continue
          for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
        }
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
      })
    })
  }
}
