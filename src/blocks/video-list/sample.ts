import { demoImage } from '@/blocks/demo-media'
import type { VideoListBlock } from '@/payload-types'

export const samples = {
  inPlace: {
    blockType: 'videoList',
    title: 'Brain builders in action',
    text: 'Quick games that warm up attention and memory before a lesson.',
    lightbox: false,
    videos: [
      { videoId: 'aqz-KE-bpKQ', text: 'Simon says, with a twist' },
      { videoId: 'ScMzIvxBSi4', text: 'Freeze and name the feeling' },
      { videoId: 'eRsGyueVLvQ', image: demoImage('students'), text: 'Pass the calm' },
    ],
    backgroundColor: 'none',
  },
  lightbox: {
    blockType: 'videoList',
    title: 'Short clips for staff meetings',
    lightbox: true,
    videos: [
      { videoId: 'ScMzIvxBSi4', image: demoImage('teacher'), text: 'Co-regulation in two minutes' },
      { videoId: 'aqz-KE-bpKQ', text: 'Setting up a calm-down corner' },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<VideoListBlock, 'id'>>
