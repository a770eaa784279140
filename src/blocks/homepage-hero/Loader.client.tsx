'use client'

import dynamic from 'next/dynamic'

/** The greeting's script, in a chunk of its own: only pages with the homepage hero download it. */
export const Greeting = dynamic(() => import('./Greeting.client').then((module) => module.Greeting))
