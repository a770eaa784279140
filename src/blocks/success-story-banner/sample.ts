import type { SuccessStoryBannerBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  imageLeft: {
    blockType: 'successStoryBanner',
    title: 'Lakeview Elementary',
    quote: 'Recess used to end with a line outside my office. Now students solve most problems themselves.',
    quotee: 'Marcus Webb',
    quoteeLine2: 'Principal, Lakeview Elementary',
    image: demoImage('students'),
    linkText: 'Read the full story',
    linkUrl: '/elementary-school-curriculum/digital-program',
    alignment: 'Left',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<SuccessStoryBannerBlock, 'id'>>
