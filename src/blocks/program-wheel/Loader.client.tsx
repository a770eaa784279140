'use client'

import dynamic from 'next/dynamic'

/** The program wheel's script, in a chunk of its own: only pages with the wheel download it. */
export const ProgramWheel = dynamic(() => import('./Block.client').then((module) => module.ProgramWheel))
