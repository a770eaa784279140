import { demoImage } from '@/blocks/demo-media'
import { samples as webinarBannerToggleSamples } from '@/blocks/webinar-banner-toggle/sample'
import type { SeedPage } from '@/seed/helpers'

export const onDemandWebinars: SeedPage = {
  title: 'On-Demand Webinars',
  path: '/webinars/on-demand-webinars',
  space: 'Webinars',
  seo: { description: 'Recorded webinars on social-emotional learning that you can watch any time.' },
  sections: [
    webinarBannerToggleSamples.onDemandPage,
    {
      blockType: 'webinarCategoryHeader',
      title: 'Most watched',
      text: 'Start here: the sessions other educators recommend most.',
      icon: 'play',
      backgroundColor: 'none',
    },
    {
      blockType: 'webinarListing',
      title: 'Popular recordings',
      text: 'Watch any time; each recording includes the slides and the questions from the live session.',
      webinars: [
        { title: 'SEL 101', videoId: 'aqz-KE-bpKQ', secondaryText: 'Start here', text2: '45 minutes', text: 'The five core competencies and a tour of a first lesson.' },
        { title: 'Family partnerships', videoId: 'ScMzIvxBSi4', secondaryText: 'Families', text2: '30 minutes', text: 'Family letters, take-home activities and shared language.' },
        { title: 'Data that matters', videoId: 'eRsGyueVLvQ', secondaryText: 'Leaders', text2: '40 minutes', text: 'Climate surveys and what to do with the results.' },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'streamVideo',
      title: 'Featured: Adult well-being, small routines, big difference',
      channelId: 'heartwise-webinars',
      mediaId: 'adult-well-being-2026',
      playerForm: 'inline',
      formName: 'webinar-follow-up',
      autoPlay: true,
      backgroundColor: 'gray',
    },
    {
      blockType: 'quoteVideoList',
      title: 'Educators in their own words',
      text: 'What changed once their school started teaching SEL every week.',
      videos: [
        { title: 'Advisory that works', videoId: 'aqz-KE-bpKQ', quote: 'Our advisory period finally has a plan, and students notice.', quotee: 'Middle school dean' },
        { title: 'Kindness you can see', videoId: 'ScMzIvxBSi4', quote: 'The hallway feels different. Kids stop and help each other.', quotee: 'Assistant principal' },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'videoList',
      title: 'Short clips for staff meetings',
      text: 'Two-minute clips to open a staff meeting or a professional learning day.',
      lightbox: true,
      videos: [
        { videoId: 'ScMzIvxBSi4', image: demoImage('teacher'), text: 'Co-regulation in two minutes' },
        { videoId: 'aqz-KE-bpKQ', text: 'Setting up a calm-down corner' },
        { videoId: 'eRsGyueVLvQ', image: demoImage('students'), text: 'Brain builders that work in any class' },
      ],
      backgroundColor: 'gray',
    },
    {
      blockType: 'videoPopout',
      title: 'New here? Start with the program overview',
      text: 'A short tour of the lessons, the videos and the family activities.',
      trigger: 'image',
      image: demoImage('classroom'),
      source: 'video',
      videoId: 'aqz-KE-bpKQ',
      backgroundColor: 'none',
    },
    {
      blockType: 'videoEmbed',
      title: 'Inside a morning meeting',
      videoId: 'ScMzIvxBSi4',
      backgroundColor: 'none',
    },
  ],
}
