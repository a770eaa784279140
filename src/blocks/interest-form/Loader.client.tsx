'use client'

import dynamic from 'next/dynamic'

/** The interest form's script (validation, reference lists, sending), in a chunk of its own: only pages with the form download it. */
export const InterestFormFields = dynamic(() => import('./Block.client').then((module) => module.InterestFormFields))
