import type { LaunchAdBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  launch: {
    blockType: 'launchAd',
    eyebrow: 'New',
    title: 'High School pilot lessons are here',
    text: 'Twelve advisory lessons on stress, belonging and planning ahead, written with students and counsellors.',
    image: demoImage('students'),
    linkText: 'Join the pilot',
    linkUrl: '/high-school-sel-curriculum#updates',
    buttonColor: 'yellow',
    alignment: 'Right',
    backgroundColor: 'gray',
  },
  onColour: {
    blockType: 'launchAd',
    eyebrow: 'Coming this fall',
    title: 'A new Grade 5 unit on online friendships',
    text: 'Four lessons that help students handle group chats, gaming and screenshots with care.',
    image: demoImage('digital-program'),
    linkText: 'Get notified',
    linkUrl: '/contact',
    buttonColor: 'yellow',
    alignment: 'Left',
    backgroundColor: 'secondary',
  },
} satisfies Record<string, Omit<LaunchAdBlock, 'id'>>
