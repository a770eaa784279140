import type { QuoteVideoListBlock } from '@/payload-types'

export const samples = {
  educators: {
    blockType: 'quoteVideoList',
    title: 'Educators in their own words',
    text: 'Teachers and counsellors share what changed once their school started teaching SEL every week.',
    videos: [
      {
        title: 'A calmer start to the day',
        videoId: 'aqz-KE-bpKQ',
        quote: 'Morning meeting used to be about the schedule. Now it is where my students practise naming how they feel.',
        quotee: 'Grade 3 teacher',
      },
      {
        title: 'Fewer trips to the office',
        videoId: 'ScMzIvxBSi4',
        quote: 'When everyone uses the same calming-down steps, a small conflict stays small.',
        quotee: 'Elementary school counsellor',
      },
      {
        title: 'Families speaking the same language',
        videoId: 'eRsGyueVLvQ',
        quote: 'Parents tell me their children teach them the breathing exercise at home.',
        quotee: 'Principal, K–5 school',
      },
    ],
    backgroundColor: 'gray',
  },
  untitled: {
    blockType: 'quoteVideoList',
    videos: [
      { title: 'Why our district chose SEL', videoId: 'aqz-KE-bpKQ', quote: 'Skills for learning are skills for life.', quotee: 'Superintendent' },
      { title: 'Advisory that students look forward to', videoId: 'ScMzIvxBSi4' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<QuoteVideoListBlock, 'id'>>
