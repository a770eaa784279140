import type { ArrayField, Field } from 'payload'

import { anchorLinkField, backgroundColorField, cardColorField, imageField, linkFields, markdownField, titleField } from './common'
import { linkAddressFields } from './link-address'

/**
 * Field factories of the card blocks. The product's generic card carries some thirty fields; each block models only the
 * ones it shows, picked here with options, so the same card field has the same name, label and help everywhere.
 */

type Part = { required?: boolean; description?: string }

/** Where the card's picture and title link to (the product's imageLinkUrl): a page of this site or an address. */
export const imageLinkFields = ({
  description = 'Optional: makes the picture and the title a link to this page.',
}: { description?: string } = {}): Field[] => linkAddressFields({ name: 'imageLinkUrl', label: 'Image link', description })

/**
 * The fields of one card: a title, and the parts a block asks for (`false` or absent leaves a part out).
 * `links` is how many buttons the card offers (stored as linkText/linkUrl and linkText2/linkUrl2).
 */
export function cardFields({
  title = {},
  text,
  image,
  imageLinkUrl = false,
  links = 0,
  linkLabel = 'Button',
  colors,
}: {
  title?: Part
  text?: Part | false
  image?: Part | false
  imageLinkUrl?: boolean
  links?: 0 | 1 | 2
  linkLabel?: string
  /** The card colours offered (lib/card-colors); absent: no colour choice. */
  colors?: readonly { label: string; value: string }[]
}): Field[] {
  return [
    titleField({ label: 'Card title', required: title.required ?? true, description: title.description ?? 'The heading of the card.' }),
    ...(text ? [markdownField(text)] : []),
    ...(image ? [imageField(image)] : []),
    ...(imageLinkUrl ? imageLinkFields() : []),
    ...(links >= 1 ? linkFields({ label: links === 2 ? `${linkLabel} 1` : linkLabel }) : []),
    ...(links === 2 ? linkFields({ label: `${linkLabel} 2`, nameSuffix: '2' }) : []),
    ...(colors ? [cardColorField({ options: colors })] : []),
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
  admin: { description, initCollapsed: true },
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
