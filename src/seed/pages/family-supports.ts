import { demoImage } from '@/blocks/demo-media'
import { samples as promoBannerSamples } from '@/blocks/promo-banner/sample'
import { samples as yetiHeroSamples } from '@/blocks/yeti-hero/sample'
import { type SeedPage } from '@/seed/helpers'

export const familySupports: SeedPage = {
  title: 'Family Supports',
  path: '/family-supports',
  seo: { description: 'Free activities and guides that help families practise social-emotional skills at home.' },
  sections: [
    yetiHeroSamples.withLink,
    {
      blockType: 'infoCallout',
      kind: 'info',
      title: 'Try this tonight',
      text: `Ask your child: *"What was one moment today when you felt proud?"* Then share one of your own. Naming
feelings together builds the same skills your child practises at school.`,
    },
    {
      blockType: 'ebookLinks',
      title: 'Free e-books for families',
      text: 'Read together at bedtime: each guide helps children name a feeling and try a calm-down strategy.',
      coverImage: demoImage('sample-lesson'),
      ebooks: [
        { title: 'Family guide to the scope and sequence (PDF)', url: '/files/elementary-scope-and-sequence.pdf' },
        { title: 'Getting started at home (PDF)', url: '/files/implementation-guide.pdf' },
      ],
      alignment: 'Left',
      backgroundColor: 'none',
    },
    {
      blockType: 'accessibilityImage',
      image: demoImage('scope-sequence'),
      accessibility: {
        altTextShort: 'Chart of the units your child learns each year, Kindergarten to Grade 5',
        ariaLong: `The chart has one row per grade, Kindergarten to Grade 5, and four columns for the units: Skills for
Learning, Empathy, Emotion Management and Problem Solving. Every grade covers the four units in the same order.`,
      },
      imageUrl: '/files/elementary-scope-and-sequence.pdf',
      imageJustification: 'right',
      imageSize: 'medium',
      bodyCopy: {
        bodyCopyContent: `### What your child is learning this year

Each grade revisits the same four units, so the words your child uses at school stay the same from year to
year. Ask your child's teacher which unit the class is on, and try the matching family activity at home.`,
      },
    },
    {
      blockType: 'quoteBlock',
      quote: 'The family activities gave us words for feelings we never used to talk about at dinner.',
      quotee: 'A parent in Tulsa, Oklahoma',
      backgroundColor: 'none',
    },
    promoBannerSamples.withButton,
    {
      blockType: 'feedbackFormSection',
      title: 'How are the family resources working for you?',
      text: 'Your answers help us write take-home activities that fit real family routines.',
      formId: '1138',
      feedbackMessageTitle: 'Thank you!',
      feedbackMessage: 'Your feedback is on its way to our family resources team.',
      blogTemplate: true,
      fullWidth: false,
      showModal: true,
      modalButtonLabel: 'Share your feedback',
      backgroundColor: 'none',
      anchorLink: 'feedback',
    },
  ],
}
