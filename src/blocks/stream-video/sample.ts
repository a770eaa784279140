import type { StreamVideoBlock } from '@/payload-types'

export const samples = {
  fullWidth: {
    blockType: 'streamVideo',
    title: 'SEL 101: the recording',
    channelId: 'heartwise-webinars',
    mediaId: 'sel-101-2026',
    playerForm: 'inline',
    formName: 'webinar-follow-up',
    autoPlay: true,
    backgroundColor: 'none',
  },
  sized: {
    blockType: 'streamVideo',
    title: 'A two-minute tour of the family take-home activities',
    channelId: 'heartwise-tours',
    mediaId: 'family-activities',
    width: 640,
    height: 360,
    autoPlay: false,
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<StreamVideoBlock, 'id'>>
