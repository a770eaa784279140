import type { HomepageHeroBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withTwoCallsToAction: {
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
} satisfies Record<string, Omit<HomepageHeroBlock, 'id'>>
