import { demoImage } from '@/blocks/demo-media'
import type { ImageLightboxBlock } from '@/payload-types'

export const samples = {
  lightbox: {
    blockType: 'imageLightbox',
    title: 'What a webinar looks like',
    text: 'Sessions run in your browser: slides on the left, chat and questions on the right. No download needed.',
    image: demoImage('webinar'),
    lightbox: { images: [demoImage('webinar'), demoImage('digital-program')], linkText: 'View larger screenshots' },
    backgroundColor: 'none',
  },
  popup: {
    blockType: 'imageLightbox',
    title: 'Scope and sequence at a glance',
    text: 'Click the chart to open the full scope and sequence in its own window.',
    image: demoImage('scope-sequence'),
    popupUrl: '/elementary-school-curriculum/digital-program',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ImageLightboxBlock, 'id'>>
