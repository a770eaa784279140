import { demoImage } from '@/blocks/demo-media'
import { samples as infoCalloutSamples } from '@/blocks/info-callout/sample'
import { hero, type SeedPage } from '@/seed/helpers'

export const childProtection: SeedPage = {
  title: 'Child Protection Unit',
  path: '/child-protection',
  seo: { description: 'Lessons that teach children safety skills, and training that helps adults recognise and respond to abuse.' },
  sections: [
    hero(
      'Child Protection Unit',
      'Early Learning to Grade 5',
      'Age-appropriate lessons that teach children to recognise unsafe situations, say no and tell a trusted adult, with training for every staff member.',
    ),
    {
      blockType: 'textSection',
      title: 'Keeping children safe takes a whole school',
      text: `The unit pairs classroom lessons with staff training and family materials, so every adult around a child
knows the warning signs and how to respond. Schools use it alongside their existing child-safeguarding policies.`,
      listTitle: 'What the unit includes',
      text2: `- Staff training modules with scenarios and knowledge checks
- Classroom lessons for Early Learning, Grade 2 and Grade 5 samples
- Family guides in English and Spanish`,
      image: demoImage('early-learning'),
      buttonLabel1: 'Try a sample lesson',
      buttonRoute1: '/sample-lessons',
      buttonColor1: 'secondary',
      alignment: 'Left',
      width: 'standard',
      verticalAlign: 'middle',
      backgroundColor: 'none',
    },
    infoCalloutSamples.notice,
    {
      blockType: 'trainingGradeColumns',
      title: 'Staff training for every grade band',
      intro: 'Each training is self-paced, takes about an hour and ends with a short knowledge check.',
      columns: [
        {
          gradeLabel: 'Early Learning',
          title: 'Safe and cared for',
          text: '- Recognising signs of abuse in young children\n- Responding to a disclosure calmly\n- Talking with families',
        },
        {
          gradeLabel: 'Kindergarten–Grade 2',
          title: 'Safe touch, unsafe touch',
          text: '- Teaching body-safety rules\n- Practising "say no, get away, tell"\n- Following your reporting policy',
        },
        {
          gradeLabel: 'Grades 3–5',
          title: 'Safety online and offline',
          text: '- Spotting grooming behaviour\n- Online safety and secrets\n- Supporting a child after a report',
          linkText: 'Ask about staff training',
          linkUrl: '/contact',
        },
      ],
      columnColor: 'gray',
      backgroundColor: 'none',
    },
    {
      blockType: 'signUpModal',
      sectionTitle: 'Stay up to date',
      sectionText: 'We update the Child Protection Unit as research and state requirements change. Hear about new lessons first.',
      label: 'Get program updates',
      title: 'Child Protection Unit updates',
      text: 'Leave your email address and we will write when lessons, trainings or family materials change.',
      formId: '1802',
      successTitle: 'Thank you!',
      successMessage: 'You will hear from us when the Child Protection Unit changes.',
      anchorLink: 'updates',
    },
  ],
}
