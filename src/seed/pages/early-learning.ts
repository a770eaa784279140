import { demoImage } from '@/blocks/demo-media'
import { samples as imageTextBannerSamples } from '@/blocks/image-text-banner/sample'
import { hero, type SeedPage } from '@/seed/helpers'

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
    {
      blockType: 'textImageCards',
      title: 'What a week looks like',
      text: 'Each week centres on one theme, such as *feeling calm* or *making friends*. Teachers spend about five to seven minutes a day on a whole-group activity, then weave the skill into transitions, centres and story time.',
      imageLayout: 'beside',
      cards: [
        {
          title: 'Day 1: Introduce the theme',
          text: 'A photo card starts a whole-group conversation about the week’s skill.',
          image: demoImage('early-learning'),
          title2: 'Teacher tip',
          text2: 'Keep the photo card on display all week so children can point to it when the skill comes up.',
        },
        {
          title: 'Days 2–4: Practise',
          text: 'Songs, brain builders and role-play, about five to seven minutes a day.',
          image: demoImage('teacher'),
          white: true,
        },
        {
          title: 'Day 5: Take it home',
          text: 'A family note shares the words children learned, so caregivers can use the same words at home.',
          image: demoImage('students'),
        },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'threeCard',
      title: 'What comes in the Early Learning kit',
      text: 'Everything a teacher needs for a full year of activities, ready on the first day.',
      cards: [
        {
          title: 'Weekly photo cards',
          text: 'Large photo cards with the activity script on the back, so teachers can face the class.',
          image: demoImage('sample-lesson'),
          backgroundColor: 'none',
        },
        {
          title: 'Songs and brain builders',
          text: 'Catchy songs and quick games that strengthen attention, memory and self-control.',
          image: demoImage('digital-program'),
          linkText: 'Hear a song',
          linkUrl: '/sample-lessons',
          backgroundColor: 'none',
        },
        {
          title: 'Puppets and posters',
          text: 'Two friendly puppets model feelings and problem-solving; posters keep the steps in sight all year.',
          image: demoImage('yeti'),
          backgroundColor: 'none',
        },
      ],
      backgroundColor: 'gray',
    },
    imageTextBannerSamples.linkedImageLeft,
    imageTextBannerSamples.imageRightOnGray,
    {
      blockType: 'cardList',
      title: 'Resources for families',
      text: 'Everything caregivers need to practise the same skills at home, in English and Spanish.',
      cards: [
        {
          title: 'Family notes',
          text: 'A one-page note for each weekly theme: **five minutes** at the dinner table or in the car is enough.',
          image: demoImage('early-learning'),
          imageLinkUrl: '/family-supports',
          linkText: 'Browse family notes',
          linkUrl: '/family-supports',
          backgroundColor: 'none',
        },
        {
          title: 'Family webinars',
          text: 'Free 30-minute sessions on calming routines, big feelings and bedtime, recorded for busy schedules.',
          image: demoImage('webinar'),
          linkText: 'See the webinars',
          linkUrl: '/webinars',
          backgroundColor: 'gray',
        },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'marketingForm',
      title: 'Get Early Learning information',
      text: 'Receive the Early Learning overview, a sample weekly theme and pricing for your center or school.',
      formId: '1574',
      successTitle: 'Check your inbox',
      successMessage: 'The Early Learning overview is on its way to your email address.',
      anchorLink: 'information',
    },
  ],
}
