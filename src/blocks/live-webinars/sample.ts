import type { LiveWebinarsBlock } from '@/payload-types'

export const samples = {
  gettingStarted: {
    blockType: 'liveWebinars',
    title: 'Upcoming live webinars',
    text: 'Free 60-minute sessions with our program coaches. Register for the time that suits you.',
    topic: 'getting-started',
    backgroundColor: 'none',
  },
  noneScheduled: {
    blockType: 'liveWebinars',
    title: 'School leadership',
    topic: 'school-leadership',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<LiveWebinarsBlock, 'id'>>
