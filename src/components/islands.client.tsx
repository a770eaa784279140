'use client'

import dynamic from 'next/dynamic'

/**
 * Shared islands, each in a chunk of its own (the carousel with its library): only pages that show one download its
 * script. They render on the server as usual, so their content is in the HTML before the script arrives.
 */
export const Carousel = dynamic(() => import('./Carousel.client').then((module) => module.Carousel))
export const Accordion = dynamic(() => import('./Accordion.client').then((module) => module.Accordion))
export const Modal = dynamic(() => import('./Modal.client').then((module) => module.Modal))
export const VideoPlayer = dynamic(() => import('./VideoPlayer.client').then((module) => module.VideoPlayer))
export const PopupLink = dynamic(() => import('./PopupLink.client').then((module) => module.PopupLink))
