'use client'

import dynamic from 'next/dynamic'

/** The territory map's behaviour in a chunk of its own: only pages with the map download it. */
export const TerritoryMapIsland = dynamic(() => import('./TerritoryMap.client').then((module) => module.TerritoryMapIsland))
