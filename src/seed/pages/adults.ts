import { demoImage } from '@/blocks/demo-media'
import { samples as successStoryHeroSamples } from '@/blocks/success-story-hero/sample'
import { hero, type SeedPage } from '@/seed/helpers'

export const adults: SeedPage = {
  title: 'SEL for Adults',
  path: '/social-emotional-learning-adults',
  selaFont: true,
  seo: { description: 'Professional learning that builds the social-emotional skills of school staff and strengthens school culture.' },
  sections: [
    hero(
      'SEL for Adults',
      'Professional learning for school staff',
      'Short, self-paced modules and team discussions that build adults’ own social-emotional skills and a culture of belonging.',
    ),
    {
      blockType: 'textSection',
      title: 'How it works',
      textLeadIn: 'Fifteen minutes on your own, then a conversation with your team.',
      text: `Staff complete a short online module on their own, then meet as a team to reflect and plan. Each module
takes about 15 minutes and connects to practical routines staff can try the next day.`,
      listTitle: 'Every module includes',
      text2: `- A short video with a real school story
- A reflection you can keep private
- A discussion guide for staff meetings or professional learning communities`,
      image: demoImage('teacher'),
      buttonLabel1: 'Watch a free webinar',
      buttonRoute1: '/webinars',
      buttonColor1: 'selaGray',
      buttonLabel2: 'Talk to our team',
      buttonRoute2: '#interest-form-scroll',
      alignment: 'Right',
      width: 'standard',
      verticalAlign: 'middle',
      backgroundColor: 'none',
      anchorLink: 'how-it-works',
    },
    {
      blockType: 'quoteBlock',
      quote: 'For the first time, our bus drivers, cafeteria staff and teachers talk about stress and belonging in the same words.',
      quotee: 'Marcus Lee',
      quoteeLine2: 'Principal, Cedar Grove Middle School',
      backgroundColor: 'gray',
    },
    successStoryHeroSamples.withQuote,
    {
      blockType: 'interestForm',
      variant: 'second',
      title: 'Get more information about SEL for Adults',
      text: 'Leave your details and our team will share sample modules and help you plan professional learning for your staff.',
      anchorLink: 'interest-form',
    },
  ],
}
