import type { TutorialVideoBlock } from '@/payload-types'

export const samples = {
  joining: {
    blockType: 'tutorialVideo',
    title: 'Joining a live webinar',
    text: `1. Register with your school email address.
2. Ten minutes before the start, open the link in your confirmation email.
3. Test your sound, then ask questions in the chat at any time.`,
    channelId: 'heartwise-tutorials',
    mediaId: 'join-a-webinar',
    playerForm: 'inline',
    autoPlay: true,
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<TutorialVideoBlock, 'id'>>
