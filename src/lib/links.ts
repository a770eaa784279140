export type LinkRules = {
  /** Hosts that are ours: full links to them (or their subdomains) open in the same tab. */
  ownDomains: string[]
  /** Video player hosts: links to them always open in a new tab. */
  playerHosts: string[]
}

function hostOf(href: string): string | null {
  try {
    return new URL(href.startsWith('//') ? `https:${href}` : href).hostname.toLowerCase()
  } catch {
    return null
  }
}

const matchesHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

export const isPdf = (href: string) => href.toLowerCase().includes('.pdf')

export const isHashLink = (href: string) => href.startsWith('#')

/** External: does not start with '/' (or '#', '?') and is not on one of our own domains. */
export function isExternal(href: string, rules: LinkRules): boolean {
  if (/^[/#?]/.test(href) && !href.startsWith('//')) return false
  if (/^(mailto|tel):/i.test(href)) return false
  const host = hostOf(href)
  if (!host) return false
  return !rules.ownDomains.some((domain) => matchesHost(host, domain))
}

export function isPlayerLink(href: string, rules: LinkRules): boolean {
  const host = hostOf(href)
  return host !== null && rules.playerHosts.some((player) => matchesHost(host, player))
}

/** Visually hidden text inside every link that opens in a new tab, so screen readers announce it. */
export const NEW_TAB_NOTICE = ' (opens in a new tab)'

/** A PDF, an external host or a player host opens in a new tab; everything else in the same tab. */
export function opensInNewTab(href: string, rules: LinkRules): boolean {
  return isPdf(href) || isExternal(href, rules) || isPlayerLink(href, rules)
}

/** Link to a blog category page: `<blog>/category/<slug+slug>`, lowercase, spaces to hyphens. */
export function blogCategoryUrl(blogUrl: string, categories: string[]): string {
  const slugs = categories.map((category) => category.trim().toLowerCase().replace(/\s+/g, '-')).filter(Boolean)
  return `${blogUrl.replace(/\/+$/, '')}/category/${slugs.join('+')}`
}

/** Id of the section a '#name' link scrolls to. */
export const anchorId = (anchorLink: string) => `${anchorLink}-scroll`

/** The learning site's sign-up screen. */
export function createAccountUrl(learningSiteUrl: string): string {
  const url = new URL(learningSiteUrl)
  url.searchParams.set('screen_mode', 'createAccount')
  return url.toString()
}
