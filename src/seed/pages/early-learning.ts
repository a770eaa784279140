import { demoImage } from '@/blocks/demo-media'
import { hero, text, type SeedPage } from '@/seed/helpers'

export const earlyLearning: SeedPage = {
  title: 'Early Learning SEL Curriculum',
  path: '/early-learning-curriculum',
  seo: { description: 'Social-emotional learning for preschool and pre-K: short daily activities, songs and brain builders for ages 3 to 5.' },
  sections: [
    hero(
      'Early Learning curriculum',
      'Ages 3 to 5',
      'Songs, puppets and short daily activities that build the self-regulation skills young children need to get ready for kindergarten.',
      { text: 'View sample lessons', url: '/sample-lessons' },
    ),
    text(
      'What a week looks like',
      `Each week centres on one theme, such as *feeling calm* or *making friends*. Teachers spend about five to
seven minutes a day on a whole-group activity, then weave the skill into transitions, centres and story time.

1. **Day 1:** introduce the weekly theme with a photo card discussion
2. **Days 2–4:** practise with songs, brain builders and role-play
3. **Day 5:** send a family note home so caregivers can use the same words`,
      { image: demoImage('early-learning') },
    ),
    {
      blockType: 'imageTextBanner',
      title: 'Lessons that meet students where they are',
      text: 'Short videos, real stories and hands-on practice keep students engaged, whether they are five or fifteen.',
      image: demoImage('teacher'),
      imageLinkUrl: '/sample-lessons',
      linkText: 'See sample lessons',
      linkUrl: '/sample-lessons',
      alignment: 'Left',
      backgroundColor: 'none',
    },
    {
      blockType: 'imageTextBanner',
      title: 'Support for the adults, too',
      text: 'Staff build their own social-emotional skills with short modules designed for busy school days.',
      image: demoImage('students'),
      linkText: 'Learn about SEL for Adults',
      linkUrl: '/social-emotional-learning-adults',
      alignment: 'Right',
      backgroundColor: 'gray',
    },
  ],
}
