import fs from 'node:fs'
import path from 'node:path'

import { assertFrameworkOutput, frameworkOutputProblems } from './framework-output.mjs'

/** Next's 404 page exactly as the build wrote it, before the server transformed it. */
const AS_RENDERED = fs.readFileSync(path.join(__dirname, '../../tests/support/pages/next-404-as-rendered.html'), 'utf8')

describe('frameworkOutputProblems', () => {
  it("finds nothing wrong with a page as Next writes it: its scripts move and its inline scripts are the framework's", () => {
    expect(AS_RENDERED).toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
    expect(frameworkOutputProblems(AS_RENDERED)).toEqual([])
    expect(() => assertFrameworkOutput(AS_RENDERED, '_not-found.html')).not.toThrow()
  })

  it('names a page whose scripts the loader would not move (Next writing them another way)', () => {
    const deferred = AS_RENDERED.replaceAll(' async=""', ' defer=""')
    expect(frameworkOutputProblems(deferred)).toEqual([
      expect.stringContaining('No script of the build is written as <script src="/_next/static/…" async="">'),
      expect.stringContaining('Scripts of the build the loader cannot move'),
      expect.stringContaining('A script preload is left in the page'),
    ])
  })

  it('names scripts left in place because they carry an attribute the loader does not know', () => {
    const [first] = AS_RENDERED.match(/<script src="\/_next\/static\/[^"]+" async="">/) ?? ['']
    const altered = AS_RENDERED.replace(first, first.replace(' async=""', ' async="" crossorigin=""'))
    expect(frameworkOutputProblems(altered)).toEqual([expect.stringContaining(`Scripts of the build the loader cannot move (attributes it does not know): ${first.replace(' async=""', ' async="" crossorigin=""')}`)])
  })

  it("names a page whose inline scripts are not recognised (Next's page data written another way)", () => {
    const renamed = AS_RENDERED.replaceAll('self.__next_f', 'self.__next_g')
    expect(frameworkOutputProblems(renamed)).toEqual([
      expect.stringContaining("No inline script is recognised as the framework's"),
      expect.stringContaining('Inline scripts not recognised'),
    ])
    expect(() => assertFrameworkOutput(renamed, '_not-found.html')).toThrow(/^_not-found\.html: Next's output is not in the shape the production server transforms/)
  })

  it('names a page without a body end', () => {
    expect(frameworkOutputProblems(AS_RENDERED.replace('</body>', ''))).toEqual([expect.stringContaining('no </body>')])
  })
})
