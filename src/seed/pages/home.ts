import { demoImage } from '@/blocks/demo-media'
import { gap, text, type SeedPage } from '@/seed/helpers'

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
    {
      blockType: 'homepageHero',
      title: 'Social-emotional learning',
      titleAccent: 'for every learner',
      text: 'Research-based programs that help students and adults manage emotions, build relationships and make responsible decisions.',
      image: demoImage('classroom'),
      imageTablet: demoImage('banner-tablet'),
      imageMobile: demoImage('banner-mobile'),
      ctaText1: 'Explore programs',
      ctaLink1: '#programs',
      ctaText2: 'Watch a webinar',
      ctaLink2: '/webinars',
      returningUserText: 'Already teaching our lessons? Pick up where you left off.',
      dashboardButton: 'Go to My Dashboard',
      dashboardLink: 'https://learn.heartwiselearning.org/dashboard',
      newUserText: 'Have an activation key from your school? Set up your account in minutes.',
      createAccountButton: 'Create an Account',
    },
    text(
      'Programs for every stage',
      `- [Early Learning](/early-learning-curriculum): playful, five-minute activities for ages 3 to 5
- [Elementary digital program](/elementary-school-curriculum/digital-program) and [classroom kits](/elementary-school-curriculum/classroom-kits)
- [Middle School](/middle-school-curriculum) and [High School](/high-school-sel-curriculum)
- [SEL for Adults](/social-emotional-learning-adults), [Out-of-School Time](/out-of-school-time-program)
- Units for [bullying prevention](/bullying-prevention) and [child protection](/child-protection)`,
      { anchorLink: 'programs', icon: 'book-open', width: 'narrow' },
    ),
    gap('3'),
    text(
      'Trusted by schools and districts',
      `Educators tell us the lessons are "easy to pick up on a busy Monday" and that students start using the
language on the playground within weeks. Read how districts plan a rollout, or join a free webinar.`,
      { backgroundColor: 'gray', alignment: 'center', linkText: 'See upcoming webinars', linkUrl: '/webinars' },
    ),
    {
      blockType: 'successStoryBanner',
      title: 'Lakeview Elementary',
      quote: 'Recess used to end with a line outside my office. Now students solve most problems themselves.',
      quotee: 'Marcus Webb',
      quoteeLine2: 'Principal, Lakeview Elementary',
      image: demoImage('students'),
      linkText: 'Read the full story',
      linkUrl: '/elementary-school-curriculum/digital-program',
      alignment: 'Left',
      backgroundColor: 'none',
    },
    {
      blockType: 'linkBanner',
      title: 'Bring social-emotional learning to your whole district',
      text: 'Talk with a representative about pricing, training and a rollout plan that fits your calendar.',
      linkText: 'Contact sales',
      linkUrl: '/contact',
      linkText2: 'See pricing',
      linkUrl2: '/pricing',
      backgroundColor: 'primary',
      white: true,
    },
    {
      blockType: 'ctaBanner',
      title: 'Ready to see it in your classroom?',
      text: 'Book a 30-minute walkthrough with a program specialist.',
      backgroundImage: demoImage('classroom'),
      backgroundImageMobile: demoImage('banner-mobile'),
      linkText: 'Book a walkthrough',
      linkUrl: '/contact',
      buttonColor: 'yellow',
    },
  ],
}
