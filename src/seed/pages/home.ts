import { sample as ctaBanner } from '../../blocks/cta-banner/sample'
import { sample as homepageHero } from '../../blocks/homepage-hero/sample'
import { sample as linkBanner } from '../../blocks/link-banner/sample'
import { sample as successStoryBanner } from '../../blocks/success-story-banner/sample'
import { gap, text, type SeedPage } from '../helpers'

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
    ...homepageHero,
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
    ...successStoryBanner,
    ...linkBanner,
    ...ctaBanner,
  ],
}
