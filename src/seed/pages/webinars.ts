import { demoImage } from '@/blocks/demo-media'
import { samples as webinarBannerToggleSamples } from '@/blocks/webinar-banner-toggle/sample'
import { samples as liveWebinarsSamples } from '@/blocks/live-webinars/sample'
import { samples as webinarCategoryHeaderSamples } from '@/blocks/webinar-category-header/sample'
import { text, type SeedPage } from '@/seed/helpers'

export const webinars: SeedPage = {
  title: 'Live Webinars',
  path: '/webinars',
  space: 'Webinars',
  seo: { description: 'Free live webinars on social-emotional learning for educators and school leaders.' },
  sections: [
    webinarBannerToggleSamples.livePage,
    webinarCategoryHeaderSamples.anchoredWithIcon,
    liveWebinarsSamples.gettingStarted,
    text(
      'Upcoming topics',
      `- Getting started with the elementary digital program
- Building a schoolwide bullying prevention plan
- Adult well-being: small routines, big difference

Can't make it live? Catch up with [on-demand recordings](/webinars/on-demand-webinars).`,
    ),
    liveWebinarsSamples.noneScheduled,
    {
      blockType: 'tutorialVideo',
      title: 'How live sessions work',
      text: `Sign up once and you get a reminder the day before. On the day:

- join from any browser, no download needed
- ask questions in the chat while the presenter talks
- download your certificate of attendance afterwards`,
      channelId: 'heartwise-tutorials',
      mediaId: 'live-session-walkthrough',
      formName: 'webinar-reminders',
      backgroundColor: 'none',
    },
    {
      blockType: 'imageLightbox',
      title: 'What a webinar looks like',
      text: 'Sessions run in your browser: slides on the left, chat and questions on the right. No download needed.',
      image: demoImage('webinar'),
      lightbox: { images: [demoImage('webinar'), demoImage('digital-program')], linkText: 'View larger screenshots' },
      backgroundColor: 'gray',
    },
    {
      blockType: 'imageLightbox',
      title: 'The year at a glance',
      text: 'Each live series follows the scope and sequence. Click the chart to open it in its own window.',
      image: demoImage('scope-sequence'),
      popupUrl: '/files/elementary-scope-and-sequence.pdf',
      backgroundColor: 'none',
    },
    {
      blockType: 'videoPopout',
      title: 'Not sure a webinar is for you?',
      text: 'Watch a two-minute preview of a real session, then pick the one that fits your role.',
      trigger: 'button',
      buttonText: 'Watch the preview',
      buttonColor: 'primary',
      source: 'video',
      videoId: 'ScMzIvxBSi4',
      backgroundColor: 'none',
    },
    {
      blockType: 'feedbackFormSection',
      title: 'How was your last webinar?',
      text: 'Tell us what helped and what you would like to learn next. It takes less than a minute.',
      image: demoImage('webinar'),
      formId: '1691',
      feedbackMessageTitle: 'Thank you for your feedback!',
      feedbackMessage: 'We read every answer and use it to plan the next sessions.',
      blogTemplate: false,
      fullWidth: false,
      showModal: false,
      backgroundColor: 'gray',
      anchorLink: 'feedback',
    },
  ],
}
