import type { Page } from '@playwright/test'

/** The window widths every page is laid out at: small and common phones, a tablet, a small and a common desktop. */
export const LAYOUT_WIDTHS = [320, 375, 768, 1024, 1440] as const

/**
 * What is wrong with the page's layout at the current window size, as readable lines (empty when nothing is):
 * - the page scrolls sideways;
 * - an element's box, or a line of its text, reaches outside the section it belongs to, or text outside its own box
 *   (what a container clips or scrolls, a carousel's or a table's, is inside it by design);
 * - a picture without its size reserved (width and height attributes, or filling a box that has its own size), which
 *   moves the page when it loads.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(() => {
    const problems: string[] = []
    const slack = 1
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
      return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`
    }
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth + slack) problems.push(`the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`)

    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return style.display !== 'none' && style.visibility !== 'hidden' && style.position !== 'fixed'
    }
    /** True when an element between `element` and `stop` clips or scrolls what overflows it, or takes it out of the flow. */
    const contained = (element: Element, stop: Element) => {
      for (let node = element.parentElement; node && node !== stop; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true
      }
      return false
    }
    // What visually hides itself for screen readers (a 1 px clipped box) is no layout.
    const visuallyHidden = (element: Element) => element.closest('.visually-hidden, [hidden], dialog:not([open])') !== null

    for (const section of document.querySelectorAll('main section')) {
      if (section.parentElement?.closest('main section') || !shown(section)) continue
      const frame = section.getBoundingClientRect()
      if (frame.width === 0) continue
      for (const element of section.querySelectorAll('*')) {
        if (!shown(element) || visuallyHidden(element) || contained(element, section)) continue
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) continue
        if (box.left < frame.left - slack || box.right > frame.right + slack) {
          problems.push(`${describe(element)} reaches outside its section (${Math.round(box.left)}–${Math.round(box.right)} px, the section ${Math.round(frame.left)}–${Math.round(frame.right)} px)`)
        }
      }
      // Text that runs out of its own box (a long address that does not wrap, a word wider than its column).
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !node.textContent?.trim() || !shown(parent) || visuallyHidden(parent) || contained(parent, section)) continue
        if (getComputedStyle(parent).overflowX !== 'visible') continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const text = range.getBoundingClientRect()
        const box = parent.getBoundingClientRect()
        if (text.width > 0 && (text.right > box.right + slack || text.left < box.left - slack)) {
          problems.push(`the text "${node.textContent.trim().slice(0, 40)}" runs ${Math.round(Math.max(text.right - box.right, box.left - text.left))} px out of ${describe(parent)}`)
        }
      }
    }

    for (const image of document.querySelectorAll('main img')) {
      const reserved = (image.hasAttribute('width') && image.hasAttribute('height')) || getComputedStyle(image).position === 'absolute'
      if (!reserved) problems.push(`the picture ${image.getAttribute('src')?.slice(0, 60)} has no size reserved`)
    }
    return problems
  })
}
