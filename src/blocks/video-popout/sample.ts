import { demoImage } from '@/blocks/demo-media'
import type { VideoPopoutBlock } from '@/payload-types'

export const samples = {
  picture: {
    blockType: 'videoPopout',
    title: 'See a Grade 2 lesson from start to finish',
    text: 'Watch how a teacher uses the lesson card, a short video and a brain-builder game to practise calming down.',
    trigger: 'image',
    image: demoImage('classroom'),
    source: 'video',
    videoId: 'ScMzIvxBSi4',
    backgroundColor: 'none',
  },
  hostedPlayer: {
    blockType: 'videoPopout',
    title: 'How to join a live webinar',
    text: 'Two minutes on registering, joining from a school network and getting your certificate of attendance.',
    trigger: 'button',
    buttonText: 'Watch the how-to video',
    buttonColor: 'primary',
    source: 'stream',
    channelId: 'heartwise-webinars',
    mediaId: 'joining-a-webinar',
    playerForm: 'inline',
    autoPlay: true,
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<VideoPopoutBlock, 'id'>>
