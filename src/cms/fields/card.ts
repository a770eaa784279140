import type { ArrayField, Field } from 'payload'

import { cardAlignmentOptions, cardImageHeightOptions, cardWidthOptions, defaultCardOptions } from '@/lib/card-layout'
import { anchorLinkField, backgroundColorField, cardColorField, imageField, linkFields, markdownField, titleField, videoIdField } from './common'
import { linkAddressFields } from './link-address'
import { choiceField } from './lists'

/**
 * Field factories of the card blocks. The product's generic card carries some thirty fields; each block models only the
 * ones it shows, picked here with options, so the same card field has the same name, label and help everywhere.
 */

type Part = { required?: boolean; description?: string }

/** Where the card's picture and title link to (the product's imageLinkUrl): a page of this site or an address. */
export const imageLinkFields = ({
  description = 'Optional: makes the picture and the title a link to this page.',
}: { description?: string } = {}): Field[] => linkAddressFields({ name: 'imageLinkUrl', label: 'Image link', description })

const checkbox = (name: string, label: string, description: string): Field => ({ name, label, type: 'checkbox', admin: { description } })

/** A card's looks every card block may offer: centred text and a small card. */
export const cardLookFields = (): Field[] => [
  checkbox('center', 'Centre the text', 'Centres the title and text.'),
  checkbox('small', 'Small card', 'Less padding and a smaller title.'),
]

/**
 * The generic card's options, folded under "Card options": its name in the editor, looks (centred, small, extra
 * padding, a line under the title), a small icon, a video instead of the picture (inline or in a pop-up), the
 * picture's place and height, and the card's width and alignment in its list. components/CmsCard renders them all.
 */
export const cardOptionFields = (): Field => ({
  type: 'collapsible',
  label: 'Card options',
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'cardName',
      label: 'Name in the editor',
      type: 'text',
      admin: { description: 'Names this card in the list of cards here; visitors never see it. Empty: the card title.' },
    },
    {
      type: 'row',
      fields: [
        ...cardLookFields(),
        checkbox('padding', 'Extra padding', 'More space around the text, for a card with little in it.'),
        checkbox('divider', 'Line under the title', 'Draws a short line between the title and the text.'),
      ],
    },
    imageField({ name: 'smallIcon', label: 'Small icon', description: 'Optional: a small picture (shown 3rem square) above the title, such as a logo or symbol.' }),
    {
      type: 'row',
      fields: [
        videoIdField({ required: false, description: 'Optional: the card shows this video in place of its picture (the picture becomes the poster).' }),
        {
          name: 'modal',
          label: 'Play in a pop-up',
          type: 'checkbox',
          admin: { description: 'The video opens in a pop-up window instead of playing inside the card.', condition: (_, siblings) => Boolean(siblings?.videoId) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        checkbox('rowContent', 'Picture beside the text', 'From tablet width up the picture or video sits left of the text; phones stack them.'),
        choiceField({
          name: 'imageHeight',
          label: 'Picture height',
          options: cardImageHeightOptions,
          defaultValue: defaultCardOptions.imageHeight,
          description: 'A fixed height crops the picture to fill it, so cards side by side line up.',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        choiceField({
          name: 'width',
          label: 'Card width',
          options: cardWidthOptions,
          defaultValue: defaultCardOptions.width,
          description: 'How much of its place the card takes from tablet width up; phones use the whole width.',
        }),
        choiceField({
          name: 'alignment',
          label: 'Card alignment',
          options: cardAlignmentOptions,
          defaultValue: defaultCardOptions.alignment,
          description: 'Where a card narrower than its place sits.',
        }),
      ],
    },
  ],
})

/**
 * The fields of one card: a title, and the parts a block asks for (`false` or absent leaves a part out).
 * `links` is how many buttons the card offers (stored as linkText/linkUrl and linkText2/linkUrl2); `options` adds the
 * generic card's subheading and options (`cardOptionFields`).
 */
export function cardFields({
  title = {},
  text,
  image,
  imageLinkUrl = false,
  links = 0,
  linkLabel = 'Button',
  colors,
  options = false,
}: {
  title?: Part
  text?: Part | false
  image?: Part | false
  imageLinkUrl?: boolean
  links?: 0 | 1 | 2
  linkLabel?: string
  /** The card colours offered (lib/card-colors); absent: no colour choice. */
  colors?: readonly { label: string; value: string }[]
  options?: boolean
}): Field[] {
  return [
    titleField({ label: 'Card title', required: title.required ?? true, description: title.description ?? 'The heading of the card.' }),
    ...(options
      ? [{ name: 'titleH4', label: 'Subheading', type: 'text', admin: { description: 'Optional: a smaller heading under the title, such as "Grades K–5".' } } satisfies Field]
      : []),
    ...(text ? [markdownField(text)] : []),
    ...(image ? [imageField(image)] : []),
    ...(imageLinkUrl ? imageLinkFields() : []),
    ...(links >= 1 ? linkFields({ label: links === 2 ? `${linkLabel} 1` : linkLabel }) : []),
    ...(links === 2 ? linkFields({ label: `${linkLabel} 2`, nameSuffix: '2' }) : []),
    ...(colors ? [cardColorField({ options: colors })] : []),
    ...(options ? [cardOptionFields()] : []),
  ]
}

/** The list of cards of a block, at least `minRows` of them (the product expects cards in every card list). */
export const cardsField = ({
  fields,
  minRows = 1,
  maxRows,
  label = 'Cards',
  singular = 'Card',
  description = 'The cards, in the order they appear.',
}: {
  fields: Field[]
  minRows?: number
  maxRows?: number
  label?: string
  singular?: string
  description?: string
}): ArrayField => ({
  name: 'cards',
  label,
  labels: { singular, plural: label },
  type: 'array',
  required: minRows > 0,
  minRows,
  ...(maxRows ? { maxRows } : {}),
  fields,
  admin: {
    description,
    initCollapsed: true,
    // Each card is listed by its editor name or title, not "Card 01".
    components: { RowLabel: { path: '/cms/components/CardRowLabel#CardRowLabel', clientProps: { singular } } },
  },
})

/** A card section: optional heading and intro text, its cards, then the section's background and anchor. */
export const cardSectionFields = ({
  titleRequired = false,
  cards,
  fields = [],
}: {
  titleRequired?: boolean
  cards: ArrayField
  /** The block's own settings, listed after the cards. */
  fields?: Field[]
}): Field[] => [
  titleField({ required: titleRequired, description: titleRequired ? 'The heading of the section.' : 'Optional heading above the cards.' }),
  markdownField({ label: 'Intro text' }),
  cards,
  ...fields,
  backgroundColorField(),
  anchorLinkField(),
]
