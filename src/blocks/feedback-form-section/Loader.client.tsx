'use client'

import dynamic from 'next/dynamic'

/** The feedback form's script, in a chunk of its own: only pages with a feedback section download it. */
export const FeedbackForm = dynamic(() => import('./Block.client').then((module) => module.FeedbackForm))
