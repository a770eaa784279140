import { hero, text, type SeedPage } from '@/seed/helpers'

export const outOfSchoolTime: SeedPage = {
  title: 'Out-of-School Time Program',
  path: '/out-of-school-time-program',
  seo: { description: 'Social-emotional learning activities designed for afterschool and summer programs serving children in Kindergarten to Grade 5.' },
  sections: [
    hero(
      'Out-of-School Time program',
      'Kindergarten to Grade 5',
      'Games and group activities built for afterschool and summer settings, led by staff with any level of experience.',
    ),
    text(
      'Made for afterschool',
      `Activities take 30 minutes or less, need few materials and work with mixed-age groups. Staff guides explain
each activity step by step, so a new team member can lead it on their first day.`,
    ),
    {
      blockType: 'accordion',
      title: 'Questions from program leaders',
      backgroundColor: 'none',
      subSections: [
        {
          title: 'How much time does an activity take?',
          text: 'Most activities take 30 minutes or less, so they fit between snack time and homework help.',
        },
        {
          title: 'What does a session look like?',
          text: 'Every session has the same three parts. Open one to see what staff do:',
          subSections: [
            { title: 'Gather', text: 'The group meets in a circle and staff introduce the skill of the day with a short story.' },
            { title: 'Play', text: 'Children practise the skill through a game, in pairs or small teams, while staff coach.' },
            { title: 'Reflect', text: 'Everyone names one place they can use the skill before the next session.' },
          ],
        },
        {
          title: 'How are staff trained?',
          text: `A one-hour online training covers the basics. Staff guides then explain each activity step by step,
and our [support team](/contact) answers questions within one business day.`,
        },
      ],
    },
    {
      blockType: 'interestForm',
      variant: 'first',
      title: 'Get more information',
      text: `Tell us about your afterschool or summer program. We will send sample activities, pricing and a staff guide,
and you can choose to hear about new activities and training dates.`,
      anchorLink: 'interest-form',
    },
  ],
}
