'use client'

import dynamic from 'next/dynamic'

/** The search box's script, in a chunk of its own: only the search page downloads it. */
export const SiteSearch = dynamic(() => import('./Block.client').then((module) => module.SiteSearch))
