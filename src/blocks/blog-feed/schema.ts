import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, titleField } from '@/cms/fields/common'
import { choiceField } from '@/cms/fields/lists'
import { BLOG_FEED_STYLES, isFeedPath, VIEW_ALL } from './rules'

/** The newest posts of the blog's RSS feed as links, read on the server, with a View All link to the blog. */
export const blogFeed: Block = {
  slug: 'blogFeed',
  interfaceName: 'BlogFeedBlock',
  labels: { singular: 'Blog feed link list', plural: 'Blog feed link lists' },
  admin: { group: 'Tables and lists' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the list, such as "From our blog".' }),
    {
      name: 'maxItems',
      label: 'Posts shown',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 1,
      max: 20,
      admin: { description: 'The newest posts are shown, up to this many.', step: 1 },
    },
    {
      name: 'categories',
      type: 'text',
      hasMany: true,
      maxRows: 10,
      admin: {
        description:
          'Empty (or All): posts of every category. Otherwise only posts in every category listed, written as on the blog; hyphens count as spaces and case does not matter ("Classroom-Tips" finds "Classroom Tips").',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'showDate', label: 'Show dates', type: 'checkbox', defaultValue: true, admin: { description: 'Each post’s publishing date under its title.' } },
        { name: 'showCategories', label: 'Show categories', type: 'checkbox', defaultValue: false, admin: { description: 'Each post’s categories under its title.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'viewAllText', label: 'View All link text', type: 'text', required: true, defaultValue: VIEW_ALL, admin: { description: 'The words of the link to the blog.' } },
        {
          name: 'viewAllUrl',
          label: 'View All link address',
          type: 'text',
          admin: { description: 'Empty: the blog address from Site settings (its page for the categories above, when some are chosen).' },
        },
      ],
    },
    choiceField({
      name: 'variant',
      label: 'Style',
      options: BLOG_FEED_STYLES,
      defaultValue: 'list',
      description: 'List: titles with their dates. Footer style: a compact list that also links to the feed itself.',
    }),
    {
      name: 'feedPath',
      label: 'Feed path',
      type: 'text',
      validate: (value: unknown) =>
        value == null || value === '' || isFeedPath(value) ? true : 'Enter a path on the blog, starting with one "/", such as /category/classroom-tips/feed/.',
      admin: { description: 'Empty: the blog’s feed. Otherwise another feed of the same blog, by its path, such as /category/classroom-tips/feed/.' },
    },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
