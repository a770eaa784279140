import type { VideoCarouselBlock } from '@/payload-types'

export const samples = {
  lessonVideos: {
    blockType: 'videoCarousel',
    title: 'Lesson videos',
    text: 'Short videos that open each lesson, so students see the skill before they practise it.',
    slides: [
      { title: 'Kindergarten: Naming our feelings', videoId: 'aqz-KE-bpKQ' },
      { title: 'Grade 3: Calming down strong feelings', videoId: 'ScMzIvxBSi4' },
      { title: 'Grade 7: Disagreeing respectfully', videoId: 'dQw4w9WgXcQ' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<VideoCarouselBlock, 'id'>>
