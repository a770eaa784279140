'use client'

import dynamic from 'next/dynamic'

/** The live webinar section's clock in a chunk of its own: only pages with the section download it. */
export const Until = dynamic(() => import('./Sessions.client').then((module) => module.Until))
export const NextSession = dynamic(() => import('./Sessions.client').then((module) => module.NextSession))
export const SessionList = dynamic(() => import('./Sessions.client').then((module) => module.SessionList))
