import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { publicContent } from '@/cms/access'
import { markdownField } from '@/cms/fields/common'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { EASTERN } from './sessions'
import { webinarTopics } from './topics'

/** A registration link leaves the site for the webinar platform: a full http(s) address. */
const validateRegistrationUrl: TextFieldSingleValidation = (value) => {
  if (!value) return 'Enter the registration address.'
  try {
    const { protocol } = new URL(value)
    if (protocol === 'https:' || protocol === 'http:') return true
  } catch {
    // Not an address: the message below says what is expected.
  }
  return 'Enter a full address starting with https://'
}

/** Live webinars with their sessions, listed by the live webinar section of their topic until their last session ends. */
export const Webinars: CollectionConfig = {
  slug: 'webinars',
  labels: { singular: 'Live webinar', plural: 'Live webinars' },
  access: publicContent,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'topic', 'updatedAt'],
    description:
      'A webinar shows in the live webinar sections of its topic while it has a session left. A session is listed until one hour after its start.',
  },
  hooks: revalidateCollection('webinars'),
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'The webinar’s name on its card and in its details.' } },
    {
      name: 'topic',
      type: 'select',
      required: true,
      options: webinarTopics.map(({ label, value }) => ({ label, value })),
      admin: { position: 'sidebar', description: 'Live webinar sections of this topic list the webinar.' },
    },
    markdownField({ name: 'description', label: 'Description', required: true, description: 'What the webinar covers. Cards show its first three lines.' }),
    markdownField({ name: 'details', label: 'More details', description: 'Optional: shown in the details window above the sessions, such as who it is for.' }),
    {
      name: 'sessions',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Session', plural: 'Sessions' },
      admin: { description: 'Each time the webinar is presented. Visitors see the sessions that started less than an hour ago or are still to come.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'startTime',
              label: 'Starts',
              type: 'date',
              required: true,
              // Entered and shown in US Eastern time, whatever the zone of the editor's computer or of the server.
              timezone: { defaultTimezone: EASTERN, supportedTimezones: [{ label: 'US Eastern', value: EASTERN }], required: true },
              admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 }, description: 'Date and time in US Eastern time.' },
            },
            {
              name: 'lengthMinutes',
              label: 'Length (minutes)',
              type: 'number',
              required: true,
              defaultValue: 60,
              min: 5,
              max: 600,
              admin: { step: 5 },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'linkText', label: 'Registration link text', type: 'text', required: true, defaultValue: 'Register', admin: { description: 'Such as "Register".' } },
            {
              name: 'linkUrl',
              label: 'Registration address',
              type: 'text',
              required: true,
              validate: validateRegistrationUrl,
              admin: { description: 'The webinar platform’s registration page for this session (https://…).' },
            },
          ],
        },
      ],
    },
  ],
}
