/** The topics a live webinar belongs to; a live webinar section lists the webinars of one topic, or of all. */
export const webinarTopics = [
  { label: 'Getting started', value: 'getting-started' },
  { label: 'Bullying prevention', value: 'bullying-prevention' },
  { label: 'Adult well-being', value: 'adult-well-being' },
  { label: 'School leadership', value: 'school-leadership' },
] as const

export type WebinarTopic = (typeof webinarTopics)[number]['value']

export const ALL_TOPICS = 'all'
