import { adults } from './adults'
import { blockGallery, blockGalleryGroups } from './blocks'
import { bullyingPrevention } from './bullying-prevention'
import { childProtection } from './child-protection'
import { classroomKits } from './classroom-kits'
import { contact } from './contact'
import { digitalProgram } from './digital-program'
import { earlyLearning } from './early-learning'
import { familySupports } from './family-supports'
import { faq } from './faq'
import { highSchool } from './high-school'
import { home } from './home'
import { middleSchool } from './middle-school'
import { notifications } from './notifications'
import { onDemandWebinars } from './on-demand-webinars'
import { outOfSchoolTime } from './out-of-school-time'
import { pricing } from './pricing'
import { sampleLessons } from './sample-lessons'
import { search } from './search'
import { webinars } from './webinars'

export const seedPages = [
  home,
  earlyLearning,
  childProtection,
  digitalProgram,
  classroomKits,
  bullyingPrevention,
  outOfSchoolTime,
  middleSchool,
  highSchool,
  adults,
  webinars,
  onDemandWebinars,
  faq,
  sampleLessons,
  search,
  notifications,
  pricing,
  contact,
  familySupports,
  blockGallery,
  ...blockGalleryGroups,
]
