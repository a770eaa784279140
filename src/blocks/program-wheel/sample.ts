import type { ProgramWheelBlock } from '@/payload-types'

export const samples = {
  homePage: {
    blockType: 'programWheel',
    title: 'One approach, from the family table to the staff room',
    instruction: 'Choose a program on the wheel to see who it serves and how it works. **Reset** in the middle brings you back here.',
    families: {
      text: 'Short videos and take-home activities help families practise the same skills at home that children learn in class, in English and Spanish.',
      linkText: 'Explore family supports',
      linkUrl: '/family-supports',
    },
    earlyLearning: {
      text: 'Playful, five-minute activities for ages 3 to 5 build focus, feelings words and friendship skills through songs, puppets and games.',
      linkText: 'See Early Learning',
      linkUrl: '/early-learning-curriculum',
    },
    elementary: {
      text: 'Video-rich lessons for Kindergarten through Grade 5, ready on any classroom screen, with a weekly theme the whole school shares.',
      linkText: 'See the digital program',
      linkUrl: '/elementary-school-curriculum/digital-program',
    },
    middleSchool: {
      text: 'Advisory-friendly lessons on identity, relationships and goal-setting, written with students in Grades 6 to 8.',
      linkText: 'See Middle School',
      linkUrl: '/middle-school-curriculum',
    },
    highSchool: {
      text: 'Schoolwide practices and advisory lessons that help teens plan their future and handle stress, now in pilot.',
      linkText: 'See High School',
      linkUrl: '/high-school-sel-curriculum',
    },
    adults: {
      text: 'Short modules that build the social-emotional skills of every staff member, so adults model what students learn.',
      linkText: 'See SEL for Adults',
      linkUrl: '/social-emotional-learning-adults',
    },
    outOfSchoolTime: {
      text: 'Games and activities for after-school and summer programs, Kindergarten to Grade 5, that staff can lead with no preparation.',
      linkText: 'See Out-of-School Time',
      linkUrl: '/out-of-school-time-program',
    },
    backgroundColor: 'none',
    anchorLink: 'program-wheel',
  },
  withoutTitleOnGray: {
    blockType: 'programWheel',
    instruction: 'Pick a program to read about it.',
    families: { text: 'Activities families do together at home.' },
    earlyLearning: { text: 'For ages 3 to 5.' },
    elementary: { text: 'For Kindergarten through Grade 5.' },
    middleSchool: { text: 'For Grades 6 to 8.' },
    highSchool: { text: 'For Grades 9 to 12.' },
    adults: { text: 'For every adult in the school.' },
    outOfSchoolTime: { text: 'For after-school and summer programs.' },
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ProgramWheelBlock, 'id'>>
