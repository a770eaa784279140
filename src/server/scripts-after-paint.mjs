/**
 * The page's own scripts start loading once the page has painted.
 *
 * A page is complete HTML before any script runs (the islands render on the server and wait, disabled, for their
 * script). Next lists its scripts as `<script async>` in the head and preloads some of them, so on a slow link they
 * share the bandwidth with the stylesheets, fonts and the first picture, and run before the first paint. Here they
 * are taken out of the HTML, and one small inline script adds them, in the same order with the same id, after the
 * browser has painted the page once: in the second animation frame, since a frame's callbacks run before its paint
 * (or at once in a tab that is not shown, which paints nothing). Scripts that are
 * not `async` (the `nomodule` polyfills) or carry other attributes (integrity, type…) stay as they are.
 */

/** A classic external script element, empty as Next writes it. */
const EXTERNAL_SCRIPT = /<script\b([^>]*)><\/script\s*>/gi
/** A preload hint for a script (`<link rel="preload" as="script" …>`), any attribute order. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi

/** The attributes of an element as name → value (`""` for a bare flag), or null when they cannot be read simply. */
function readAttributes(text) {
  const found = new Map()
  const rest = text.replace(/\s*([a-z][a-z0-9-]*)(?:\s*=\s*"([^"]*)")?/gi, (_, name, value) => {
    found.set(name.toLowerCase(), value ?? '')
    return ''
  })
  return rest.trim() === '' ? found : null
}
/** An attribute value as the browser reads it (the entities React writes). */
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
const unescape = (value) => value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity])

/** Only these attributes are carried over to the added script element. */
const MOVABLE = new Set(['src', 'async', 'id'])

/** The loader's text around its list of scripts. */
const LOADER_START = '(function(){var s='
const LOADER_END =
  ';function a(){s.forEach(function(x){var e=document.createElement("script");e.src=x[0];if(x[1])e.id=x[1];document.body.appendChild(e)})}' +
  'if(document.visibilityState==="hidden")a();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(a,0)})})})()'

/** The inline script that adds `scripts` ([src, id] pairs) once the page has painted. */
function loader(scripts) {
  // JSON in a script element: "</" and the line separators are escaped so the data cannot end the element.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
  return `<script>${LOADER_START}${list}${LOADER_END}</script>`
}

/**
 * A script the loader may add: the build's own, by its address on this site (no level that leads elsewhere), with
 * at most the version number the development server appends (`?v=…`).
 */
function isBuildScript(src) {
  if (typeof src !== 'string' || !/^\/_next\/static\/[\w\-.~/%@[\]()+]+\.js(?:\?v=\d{1,20})?$/.test(src)) return false
  try {
    return src.split('/').every((level) => !/^\.{1,2}$|[/\\]/.test(decodeURIComponent(level)))
  } catch {
    return false
  }
}

/**
 * Whether an inline script's text is exactly the loader, listing only the build's own scripts: an injected copy
 * cannot add a script from elsewhere.
 */
export function isScriptLoader(body) {
  if (!body.startsWith(LOADER_START) || !body.endsWith(LOADER_END)) return false
  try {
    const list = JSON.parse(body.slice(LOADER_START.length, body.length - LOADER_END.length))
    return (
      Array.isArray(list) &&
      list.every((item) => Array.isArray(item) && item.length === 2 && isBuildScript(item[0]) && typeof item[1] === 'string')
    )
  } catch {
    return false
  }
}

/**
 * The HTML with its `async` external scripts and script preloads removed and a loader added at the end of the body
 * that adds those scripts after the first paint. HTML without such scripts, or without a body end, is returned as it is.
 */
export function loadScriptsAfterPaint(html) {
  if (!html.includes('</body>')) return html
  const scripts = []
  const rest = html.replace(EXTERNAL_SCRIPT, (element, text) => {
    const attributes = readAttributes(text)
    if (!attributes?.get('src') || !attributes.has('async') || [...attributes.keys()].some((name) => !MOVABLE.has(name))) return element
    scripts.push([unescape(attributes.get('src')), unescape(attributes.get('id') ?? '')])
    return ''
  })
  if (scripts.length === 0) return html
  const withoutPreloads = rest.replace(SCRIPT_PRELOAD, '')
  const at = withoutPreloads.lastIndexOf('</body>')
  return `${withoutPreloads.slice(0, at)}${loader(scripts)}${withoutPreloads.slice(at)}`
}
