import { demoImage } from '@/blocks/demo-media'
import { samples as sampleLessonsSamples } from '@/blocks/sample-lessons/sample'
import { samples as shortHeroSamples } from '@/blocks/short-hero/sample'
import { samples as viewSampleBannerSamples } from '@/blocks/view-sample-banner/sample'
import type { SeedPage } from '@/seed/helpers'

export const sampleLessons: SeedPage = {
  title: 'Sample Lessons',
  path: '/sample-lessons',
  seo: { description: 'Try free sample lessons from our digital programs, classroom kits and units.' },
  sections: [
    shortHeroSamples.onSecondary,
    sampleLessonsSamples.allPrograms,
    {
      blockType: 'videoCarousel',
      title: 'Watch a sample lesson video',
      text: 'Every lesson opens with a short video. Press play on any of them; use the arrows to see the others.',
      slides: [
        { title: 'Early Learning: Feeling words', videoId: 'aqz-KE-bpKQ' },
        { title: 'Grade 2: Listening with attention', videoId: 'ScMzIvxBSi4' },
        { title: 'Grade 5: Solving a problem together', videoId: 'dQw4w9WgXcQ' },
        { title: 'Grade 8: Standing up to bullying', videoId: 'jNQXAC9IVRw' },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'imageCarousel',
      title: 'A sample lesson in the classroom',
      text: 'How one lesson unfolds, from the warm-up to the practice activity.',
      slides: [
        { image: demoImage('early-learning'), caption: 'Warm-up: the class gathers and shares how everyone feels today.' },
        { image: demoImage('classroom'), caption: 'Story and discussion: small groups talk through the lesson’s situation.' },
        { image: demoImage('teacher'), caption: 'Skill practice: the teacher coaches a student through the new strategy.' },
        { image: demoImage('students'), caption: 'Wrap-up: students share one way they will use the skill this week.' },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'loopingCarousel',
      title: 'What every sample includes',
      slides: [
        { image: demoImage('sample-lesson'), caption: 'The lesson card with discussion prompts and practice steps.' },
        { image: demoImage('digital-program'), caption: 'The student video, ready to show on the classroom screen.' },
        { image: demoImage('scope-sequence'), caption: 'Where the lesson sits in the scope and sequence for its grade.' },
      ],
      backgroundColor: 'gray',
    },
    viewSampleBannerSamples.middleSchool,
  ],
}
