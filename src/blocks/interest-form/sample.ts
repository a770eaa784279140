import type { InterestFormBlock } from '@/payload-types'

export const samples = {
  outOfSchoolTime: {
    blockType: 'interestForm',
    variant: 'first',
    title: 'Get more information',
    text: `Tell us about your afterschool or summer program and we will send you sample activities, pricing and a
staff guide. Tick the box for program news too.`,
    anchorLink: 'interest-form',
  },
  adults: {
    blockType: 'interestForm',
    variant: 'second',
    title: 'Bring SEL for Adults to your staff',
    text: 'Leave your details and a member of our team will share sample modules and help you plan for your school or district.',
    campaignId: 'SELA Spring Webinar',
    anchorLink: 'adults-interest-form',
  },
} satisfies Record<string, Omit<InterestFormBlock, 'id'>>
