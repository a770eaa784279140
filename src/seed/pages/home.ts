import { samples as ctaBannerSamples } from '@/blocks/cta-banner/sample'
import { demoImage } from '@/blocks/demo-media'
import { samples as homepageHeroSamples } from '@/blocks/homepage-hero/sample'
import { samples as launchAdSamples } from '@/blocks/launch-ad/sample'
import { samples as linkBannerSamples } from '@/blocks/link-banner/sample'
import { samples as programWheelSamples } from '@/blocks/program-wheel/sample'
import { samples as spacerLevelsSamples } from '@/blocks/spacer-levels/sample'
import { samples as spacerSamples } from '@/blocks/spacer/sample'
import { samples as successStoryBannerSamples } from '@/blocks/success-story-banner/sample'
import type { SeedPage } from '@/seed/helpers'

export const home: SeedPage = {
  title: 'Social-Emotional Learning Curriculum for Schools',
  path: '/',
  fullWidth: true,
  seoV2: {
    metaDescription: 'Research-based social-emotional learning programs for early learning through high school, out-of-school time and adults.',
    metaRobotsIndex: true,
    metaRobotsFollow: true,
    socialTitle: 'Heartwise Learning: human skills, real impact',
    socialSiteName: 'Heartwise Learning',
    twitterCard: 'summary',
  },
  sections: [
    homepageHeroSamples.withTwoCallsToAction,
    launchAdSamples.launch,
    {
      blockType: 'imageCards',
      title: 'Programs for every stage',
      text: 'Also available: units for [bullying prevention](/bullying-prevention) and [child protection](/child-protection).',
      cards: [
        {
          title: 'Early Learning',
          text: 'Playful, five-minute activities for ages 3 to 5.',
          image: demoImage('early-learning'),
          imageLinkUrl: '/early-learning-curriculum',
        },
        {
          title: 'Elementary digital program',
          text: 'Video-rich lessons for Kindergarten through Grade 5, ready on any classroom screen.',
          image: demoImage('digital-program'),
          imageLinkUrl: '/elementary-school-curriculum/digital-program',
          linkText: 'Or choose classroom kits',
          linkUrl: '/elementary-school-curriculum/classroom-kits',
        },
        {
          title: 'Middle School',
          text: 'Advisory-friendly lessons on identity, relationships and goal-setting.',
          image: demoImage('students'),
          imageLinkUrl: '/middle-school-curriculum',
        },
        {
          title: 'High School',
          text: 'Schoolwide practices and advisory lessons, now in pilot.',
          image: demoImage('classroom'),
          imageLinkUrl: '/high-school-sel-curriculum',
        },
        {
          title: 'SEL for Adults',
          text: 'Short modules that build the social-emotional skills of every staff member.',
          image: demoImage('teacher'),
          imageLinkUrl: '/social-emotional-learning-adults',
        },
        {
          title: 'Out-of-School Time',
          text: 'Games and activities for after-school and summer programs, Kindergarten to Grade 5.',
          image: demoImage('yeti'),
          imageLinkUrl: '/out-of-school-time-program',
        },
      ],
      anchorLink: 'programs',
      backgroundColor: 'none',
    },
    programWheelSamples.homePage,
    spacerLevelsSamples.level3,
    {
      blockType: 'storyCards',
      title: 'Trusted by schools and districts',
      text: 'Educators tell us the lessons are "easy to pick up on a busy Monday". Read how districts plan a rollout, or [join a free webinar](/webinars).',
      cards: [
        {
          title: 'Cedar Grove School District',
          image: demoImage('teacher'),
          quote: 'Having one shared language from pre-K to Grade 8 changed how our staff talk with students.',
          quotee: 'Dr. Alicia Moreno',
          quoteeLine2: 'Director of Student Services',
          linkText: 'Read the story',
          linkUrl: '/middle-school-curriculum',
        },
        {
          title: 'Sunrise Early Learning Center',
          image: demoImage('early-learning'),
          quote: 'Our three-year-olds now ask to take a belly breath before circle time.',
          quotee: 'Kim Tran',
          quoteeLine2: 'Lead teacher',
          linkText: 'Read the story',
          linkUrl: '/early-learning-curriculum',
        },
        {
          title: 'Maple Street After-School Club',
          image: demoImage('yeti'),
          quote: 'The games give our volunteers an easy way to talk about feelings without it feeling like school.',
          quotee: 'Jordan Ellis',
          quoteeLine2: 'Program coordinator',
        },
      ],
      backgroundColor: 'gray',
    },
    successStoryBannerSamples.imageLeft,
    {
      blockType: 'largeCard',
      title: 'See a lesson in four minutes',
      text: 'A Grade 3 teacher walks through a complete lesson, from the warm-up to the practice activity.',
      videoId: 'ScMzIvxBSi4',
      linkText: 'View sample lessons',
      linkUrl: '/sample-lessons',
      color: 'gray',
    },
    spacerSamples.medium,
    linkBannerSamples.whiteCard,
    ctaBannerSamples.withPhoneImage,
  ],
}
