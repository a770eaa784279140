'use client'

import dynamic from 'next/dynamic'

/** The feature tabs' script, in a chunk of its own: only pages with a feature section download it. */
export const FeatureTabs = dynamic(() => import('./Block.client').then((module) => module.FeatureTabs))
