/**
 * A webpack plugin for the browser build: a CSS module that only server components import keeps its stylesheet but
 * sends no class-name map to the browser.
 *
 * Next adds every stylesheet a server component imports to the page's client entry, so that the stylesheet is
 * emitted and linked. For a CSS module that also puts its JavaScript part (the map from local to generated class
 * names) in the page's first-load script, although only the server, which rendered the class names into the HTML,
 * ever reads it. A map some client module imports is kept whole.
 */
const NAME = 'ServerStyleMaps'

/** Next's generated client entry of a route: the importer of every stylesheet used by the route's server components. */
const isClientEntry = (module) => typeof module?.request === 'string' && module.request.includes('next-flight-client-entry-loader')

const isStyleModule = (module) => /\.css$/.test((module.resource ?? '').split('?')[0]) && module.type?.startsWith('javascript/')

export class ServerStyleMaps {
  /** @param {typeof import('webpack')} webpack the compiler's own webpack (Next bundles one) */
  constructor(webpack) {
    this.webpack = webpack
  }

  apply(compiler) {
    const { JavascriptModulesPlugin } = this.webpack.javascript
    const { RawSource } = this.webpack.sources
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      JavascriptModulesPlugin.getCompilationHooks(compilation).renderModuleContent.tap(NAME, (source, module) => {
        if (!isStyleModule(module)) return source
        const importers = [...compilation.moduleGraph.getIncomingConnections(module)]
          .map((connection) => connection.originModule)
          .filter((importer) => importer !== module)
        if (importers.length === 0 || !importers.every(isClientEntry)) return source
        return new RawSource('')
      })
    })
  }
}
