'use client'

import dynamic from 'next/dynamic'

/** The marketing form's script, in a chunk of its own: only pages with a marketing form download it. */
export const MarketingForm = dynamic(() => import('./Block.client').then((module) => module.MarketingForm))
