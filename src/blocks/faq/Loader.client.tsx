'use client'

import dynamic from 'next/dynamic'

/** The FAQ's script (search, Expand All, jump and deep links) in a chunk of its own: only the FAQ page downloads it. */
export const FaqBrowser = dynamic(() => import('./Block.client').then((module) => module.FaqBrowser))
