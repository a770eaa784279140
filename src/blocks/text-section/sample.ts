import { demoImage } from '@/blocks/demo-media'
import type { TextSectionBlock } from '@/payload-types'

export const samples = {
  imageLeftWithButtons: {
    blockType: 'textSection',
    sectionTitle: 'A digital program built for busy classrooms',
    sectionSubtitle: 'Kindergarten through Grade 8',
    title: 'Everything a lesson needs, in one place',
    textLeadIn: 'Teachers open a lesson, press play and teach: no prep binders, no hunting for materials.',
    text: `Each lesson pairs a short video with discussion prompts, a skill practice and a take-home activity for
families. Lessons run 20 to 40 minutes and fit into a morning meeting or advisory period.`,
    listTitle: 'What teachers get',
    text2: `- Ready-to-teach slides and videos for every lesson
- Daily practice activities that take five minutes
- Family letters in English and Spanish`,
    image: demoImage('digital-program'),
    buttonLabel1: 'See a sample lesson',
    buttonRoute1: '/sample-lessons',
    buttonColor1: 'secondary',
    buttonLabel2: 'Compare programs',
    buttonRoute2: '/pricing',
    buttonColor2: 'gray',
    alignment: 'Left',
    width: 'standard',
    verticalAlign: 'middle',
    backgroundColor: 'none',
    anchorLink: 'digital-program',
  },
  rightWithVideo: {
    blockType: 'textSection',
    title: 'Hear from a school counselor',
    text: `When every classroom uses the same words for feelings, students carry them into the hallway, the
lunchroom and home. Watch how one school made that shift in a single year.`,
    videoId: 'aqz-KE-bpKQ',
    secondaryImage: demoImage('yeti'),
    buttonLabel1: 'Read the success story',
    buttonRoute1: '/files/ridgeview-case-study.pdf',
    linkText: 'Read the research summary',
    linkUrl: '/files/program-evaluation-2024.pdf',
    backgroundImg: demoImage('pattern'),
    alignment: 'Right',
    width: 'even',
    verticalAlign: 'top',
    backgroundColor: 'gray',
    border: true,
    centerMobile: true,
    divider: true,
  },
  overBackgroundPicture: {
    blockType: 'textSection',
    title: 'Professional learning for every adult in the building',
    text: 'Bus drivers, front-office staff and teachers practise the same skills they hope to see in students.',
    backgroundImage: demoImage('banner-desktop'),
    mobileImage: demoImage('banner-mobile'),
    buttonLabel1: 'Explore SEL for Adults',
    buttonRoute1: '/social-emotional-learning-adults',
    buttonColor1: 'orange',
    alignment: 'Left',
    width: 'standard',
    verticalAlign: 'middle',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<TextSectionBlock, 'id'>>
