'use client'

import dynamic from 'next/dynamic'

/** The sample filters' script in a chunk of its own: only the pages with the section download it. */
export const SampleFilters = dynamic(() => import('./Filters.client').then((module) => module.SampleFilters))
