/**
 * The inline scripts the framework writes into a page, recognised by their whole text: only these get a hash in the
 * content security policy (src/server/inline-scripts.mjs), so the browser refuses any other inline script, an
 * injected one included.
 *
 * - Next's page data: `(self.__next_f=self.__next_f||[]).push(DATA)`, optionally followed by
 *   `;self.__next_f.push(DATA)`, and `self.__next_f.push(DATA)`, where DATA is a JSON array whose first item is a
 *   whole number. JSON is data in JavaScript, so such a script calls one function with literal values and does nothing else.
 * - React's streaming runtime: its function definitions, exactly as React writes them (`REACT_RUNTIME`), then at
 *   most one call of `$RS`, `$RC`, `$RR` or `$RX` with JSON values as arguments.
 * - The site's own loader of scripts after the first paint (src/server/scripts-after-paint.mjs).
 * - Next's development server: `self.__next_r=ID`, ID a JSON string (the request's id, for its reloading of edits).
 *
 * A framework upgrade that changes these texts makes its pages' scripts unrecognised: the server logs each one and
 * the browser tests of the policy fail.
 */
import { createHash } from 'node:crypto'

import { isScriptLoader } from './scripts-after-paint.mjs'

/** React's inline runtime (react-dom/server, as bundled with Next), each definition as one exact text. */
export const REACT_RUNTIME = [
  // the time of the first paint
  "requestAnimationFrame(function(){$RT=performance.now()});",
  // $RS: moves a streamed segment into place
  "$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};",
  // $RC: reveals a completed Suspense boundary
  "$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if(\"/$\"===d||\"/&\"===d)if(0===h)break;else h--;else\"$\"!==d&&\"$?\"!==d&&\"$~\"!==d&&\"$!\"!==d&&\"&\"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data=\"$\";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data=\"$~\",$RB.push(a,b),2===$RB.length&&(\"number\"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};",
  // $RR: reveals a boundary once its stylesheets have loaded
  "$RM=new Map;$RR=function(n,w,p){function u(q){this._p=null;q()}for(var r=new Map,t=document,h,b,e=t.querySelectorAll(\"link[data-precedence],style[data-precedence]\"),v=[],k=0;b=e[k++];)\"not all\"===b.getAttribute(\"media\")?v.push(b):(\"LINK\"===b.tagName&&$RM.set(b.getAttribute(\"href\"),b),r.set(b.dataset.precedence,h=b));e=0;b=[];var l,a;for(k=!0;;){if(k){var f=p[e++];if(!f){k=!1;e=0;continue}var c=!1,m=0;var d=f[m++];if(a=$RM.get(d)){var g=a._p;c=!0}else{a=t.createElement(\"link\");a.href=d;a.rel=\n\"stylesheet\";for(a.dataset.precedence=l=f[m++];g=f[m++];)a.setAttribute(g,f[m++]);g=a._p=new Promise(function(q,x){a.onload=u.bind(a,q);a.onerror=u.bind(a,x)});$RM.set(d,a)}d=a.getAttribute(\"media\");!g||d&&!matchMedia(d).matches||b.push(g);if(c)continue}else{a=v[e++];if(!a)break;l=a.getAttribute(\"data-precedence\");a.removeAttribute(\"media\")}c=r.get(l)||h;c===h&&(h=a);r.set(l,a);c?c.parentNode.insertBefore(a,c.nextSibling):(c=t.head,c.insertBefore(a,c.firstChild))}if(p=document.getElementById(n))p.previousSibling.data=\n\"$~\";Promise.all(b).then($RC.bind(null,n,w),$RX.bind(null,n,\"CSS failed to load\"))};",
  // $RX: marks a boundary to render in the browser
  "$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data=\"$!\",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};",
  // replays forms submitted before hydration
  "addEventListener(\"submit\",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute(\"formAction\");null!=f&&(c=f,e=null)}\"javascript:throw new Error('React form unexpectedly submitted.')\"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});",
]

const NEXT_DEV_REQUEST = 'self.__next_r='
const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push('
const NEXT_PUSH = 'self.__next_f.push('
const REACT_CALL = /\$R[SCRX]\(/y
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|null|true|false/y

/** The end of the JSON value that starts at `start` (no white space around it), or -1 when there is none. */
function jsonEnd(text, start) {
  const first = text[start]
  if (first === '"' || first === '[' || first === '{') {
    let depth = 0
    for (let i = start; i < text.length; i += 1) {
      const char = text[i]
      if (char === '"') {
        for (i += 1; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
        if (i >= text.length) return -1
        if (depth === 0) return i + 1
      } else if (char === '[' || char === '{') depth += 1
      else if (char === ']' || char === '}') {
        depth -= 1
        if (depth === 0) return i + 1
      }
    }
    return -1
  }
  LITERAL.lastIndex = start
  return LITERAL.test(text) ? LITERAL.lastIndex : -1
}

/** The JSON value at `start` as [value, end], or null when the text there is not exactly JSON. */
function readJson(text, start) {
  const end = jsonEnd(text, start)
  if (end < 0) return null
  try {
    return [JSON.parse(text.slice(start, end)), end]
  } catch {
    return null
  }
}

/** After `start`: a JSON array of page data (its first item a whole number) and ")"; the position after, or -1. */
function nextData(text, start) {
  const read = readJson(text, start)
  if (!read || !Array.isArray(read[0]) || !Number.isInteger(read[0][0]) || text[read[1]] !== ')') return -1
  return read[1] + 1
}

/** After `start`: JSON values separated by commas and ")"; the position after, or -1. */
function callArguments(text, start) {
  let at = start
  for (;;) {
    const read = readJson(text, at)
    if (!read) return -1
    at = read[1]
    if (text[at] === ')') return at + 1
    if (text[at] !== ',') return -1
    at += 1
  }
}

function isNextData(body) {
  if (body.startsWith(NEXT_PUSH)) return nextData(body, NEXT_PUSH.length) === body.length
  if (!body.startsWith(NEXT_BOOTSTRAP)) return false
  let at = nextData(body, NEXT_BOOTSTRAP.length)
  // The bootstrap may carry a form's state in a second push.
  if (at > 0 && body.startsWith(`;${NEXT_PUSH}`, at)) at = nextData(body, at + 1 + NEXT_PUSH.length)
  return at === body.length
}

function isReactRuntime(body) {
  let at = 0
  let defined = false
  for (let found = true; found; ) {
    found = false
    for (const definition of REACT_RUNTIME) {
      if (body.startsWith(definition, at)) {
        at += definition.length
        found = defined = true
        // React separates some definitions from the call with an empty statement.
        while (body[at] === ';') at += 1
      }
    }
  }
  REACT_CALL.lastIndex = at
  if (REACT_CALL.test(body)) {
    at = callArguments(body, REACT_CALL.lastIndex)
    if (at < 0) return false
  } else if (!defined) return false
  return at === body.length
}

function isDevRequestId(body) {
  if (!body.startsWith(NEXT_DEV_REQUEST)) return false
  const read = readJson(body, NEXT_DEV_REQUEST.length)
  return read !== null && typeof read[0] === 'string' && read[1] === body.length
}

/** Whether an inline script's text is one the framework or the site's loader writes. */
export function isFrameworkScript(body) {
  return isNextData(body) || isReactRuntime(body) || isScriptLoader(body) || isDevRequestId(body)
}

/** Inline scripts the browser executes: no `src`, and a JavaScript type (or none). JSON data blocks are not run. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const DATA_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^"'\s>]+/i

/** The executable inline scripts of an HTML document, in order, as { body, framework }. */
function inlineScripts(html) {
  const found = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue
    found.push({ body, framework: isFrameworkScript(body) })
  }
  return found
}

const hashOf = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/** `'sha256-…'` sources for the framework's executable inline scripts of an HTML document, without repeats, in order. */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(html).filter((script) => script.framework).map((script) => hashOf(script.body)))]
}

/** The beginnings of the executable inline scripts that get no hash (the browser refuses them), for the log. */
export function refusedInlineScripts(html) {
  return inlineScripts(html)
    .filter((script) => !script.framework)
    .map((script) => (script.body.length > 80 ? `${script.body.slice(0, 80)}…` : script.body))
}
