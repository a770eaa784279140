'use client'

import dynamic from 'next/dynamic'

/** The sign-up modal's script, in a chunk of its own: only pages with one download it. */
export const SignUpModal = dynamic(() => import('./Block.client').then((module) => module.SignUpModal))
