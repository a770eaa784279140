import NextLink from 'next/link'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { env } from '@/server/env.server'
import { isHashLink, NEW_TAB_NOTICE, opensInNewTab } from '@/lib/links'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

/**
 * Every link on the site. PDFs, other hosts and video players open in a new tab (announced to screen readers);
 * '#name' links scroll smoothly to the section anchored 'name' (see ScrollBehaviors); site paths use client navigation.
 */
export function Link({ href, children, ...rest }: Props) {
  if (isHashLink(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  if (opensInNewTab(href, env.linkRules)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden">{NEW_TAB_NOTICE}</span>
      </a>
    )
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <NextLink href={href} {...rest}>
        {children}
      </NextLink>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
