/**
 * Whether a page as Next wrote it still has the shape the production server's two transforms of framework output
 * expect: the build's scripts as `<script src="/_next/static/…" async>` (moved after the first paint,
 * scripts-after-paint.mjs) and inline scripts the server recognises by their text (given a hash in the content
 * security policy, framework-scripts.mjs). A Next upgrade that writes either differently would otherwise pass the
 * page through untransformed, or have browsers refuse its scripts, with no error: the build fails instead
 * (scripts/build.mjs checks every page Next prerendered) and the server logs each page that does not match.
 */
import { inlineScriptHashes, refusedInlineScripts } from './framework-scripts.mjs'
import { loadScriptsAfterPaint } from './scripts-after-paint.mjs'

/** A script element of the build that stays in place: a classic script with a `src` under /_next/static/. */
const BUILD_SCRIPT = /<script\b[^>]*\bsrc=["']?\/_next\/static\/[^>]*>/gi
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/i

/**
 * What in a page as Next rendered it the server's transforms would not handle, as sentences (none: the page has
 * the expected shape). The `nomodule` polyfills are meant to stay where they are.
 */
export function frameworkOutputProblems(html) {
  if (!html.includes('</body>')) return scriptShapeProblems(html)
  const moved = loadScriptsAfterPaint(html)
  const problems = scriptShapeProblems(html, moved)
  const refused = refusedInlineScripts(moved)
  if (refused.length > 0) problems.push(`Inline scripts not recognised as the framework's; browsers would refuse them: ${JSON.stringify(refused)}`)
  return problems
}

/**
 * The part of `frameworkOutputProblems` that only a change in how Next writes pages explains (an inline script
 * not recognised may also be an injection, which the server logs as such). `moved` is the page after the script
 * loader, when the caller has it already.
 */
export function scriptShapeProblems(html, moved = loadScriptsAfterPaint(html)) {
  if (!html.includes('</body>')) return ['The page has no </body>: the script loader has nowhere to go.']
  const problems = []
  if (moved === html) problems.push('No script of the build is written as <script src="/_next/static/…" async="">: none would wait for the first paint.')
  const left = [...moved.matchAll(BUILD_SCRIPT)].map(([element]) => element).filter((element) => !/\bnomodule\b/i.test(element))
  if (left.length > 0) problems.push(`Scripts of the build the loader cannot move (attributes it does not know): ${left.join(' ')}`)
  if (SCRIPT_PRELOAD.test(moved)) problems.push('A script preload is left in the page: the script would load before the first paint.')
  if (inlineScriptHashes(html).length === 0) problems.push("No inline script is recognised as the framework's (Next's page data): the page would not start.")
  return problems
}

/** Throws one error listing the problems of a page as Next rendered it (`where`: its file or address). */
export function assertFrameworkOutput(html, where) {
  const problems = frameworkOutputProblems(html)
  if (problems.length > 0) {
    throw new Error(
      `${where}: Next's output is not in the shape the production server transforms (a Next.js upgrade?). ` +
        `Update src/server/scripts-after-paint.mjs or src/server/framework-scripts.mjs to the new shape.\n- ${problems.join('\n- ')}`,
    )
  }
}
