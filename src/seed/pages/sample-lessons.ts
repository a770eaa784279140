import { demoImage } from '@/blocks/demo-media'
import { samples as sampleLessonsSamples } from '@/blocks/sample-lessons/sample'
import { samples as shortHeroSamples } from '@/blocks/short-hero/sample'
import { samples as viewSampleBannerSamples } from '@/blocks/view-sample-banner/sample'
import { seededPage, type SeedPage } from '@/seed/helpers'

export const sampleLessons: SeedPage = {
  title: 'Sample Lessons',
  path: '/sample-lessons',
  seo: { description: 'Try free sample lessons from our digital programs, classroom kits and units.' },
  sections: [
    shortHeroSamples.onSecondary,
    sampleLessonsSamples.allPrograms,
    {
      blockType: 'dashboardSection',
      title: 'Free resources',
      text: 'More to try with your class and share with families, free and without an account.',
      backgroundColor: 'gray',
      cards: [
        { title: 'On-demand webinars', text: 'Recorded sessions on teaching each program, to watch when it suits you.', linkText: 'Watch a webinar', linkPage: seededPage('/webinars/on-demand-webinars'), image: demoImage('teacher') },
        { title: 'Family activities', text: 'Take-home pages that carry each week’s skill into the home.', linkText: 'See family supports', linkUrl: '/family-supports', image: demoImage('students') },
        { title: 'SEL for adults', text: 'Short practices that help educators look after their own well-being.', linkText: 'Explore SEL for adults', linkPage: seededPage('/social-emotional-learning-adults'), image: demoImage('classroom') },
      ],
    },
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
