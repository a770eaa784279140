import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { ALL_TOPICS, webinarTopics } from '@/features/webinars/topics'

/** Cards of the live webinars of one topic with a session to come, from the Live webinars collection. */
export const liveWebinars: Block = {
  slug: 'liveWebinars',
  interfaceName: 'LiveWebinarsBlock',
  labels: { singular: 'Live webinars', plural: 'Live webinar sections' },
  admin: { group: 'Cards' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the webinars.' }),
    markdownField({
      description: 'Optional introduction. Without it, when no webinar of the topic is to come, the section says that none is scheduled.',
    }),
    {
      name: 'topic',
      type: 'select',
      required: true,
      defaultValue: ALL_TOPICS,
      options: [{ label: 'All topics', value: ALL_TOPICS }, ...webinarTopics.map(({ label, value }) => ({ label, value }))],
      admin: { description: 'Lists the live webinars of this topic (edited under Content → Live webinars) while they have a session to come.' },
    },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
