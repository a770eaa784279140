import type { Block, Field } from 'payload'

import {
  anchorLinkField,
  backgroundColorField,
  buttonColorField,
  imageField,
  imageSideField,
  linkFields,
  markdownField,
  subtitleField,
  titleField,
  videoIdField,
} from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'
import { choiceField } from '@/cms/fields/lists'
import { defaultTextSectionLayout, textSectionWidthOptions, verticalAlignOptions } from '@/blocks/text-section/layout'

const group = (label: string, fields: Field[], initCollapsed = false): Field => ({ type: 'collapsible', label, admin: { initCollapsed }, fields })

/** Button n: its words, address and colour. */
const buttonFields = (n: 1 | 2): Field => ({
  type: 'row',
  fields: [
    { name: `buttonLabel${n}`, label: `Button ${n} text`, type: 'text', admin: { description: 'The button shows only when text and address are both filled.' } },
    ...linkAddressFields({ name: `buttonRoute${n}`, label: `Button ${n}` }),
    buttonColorField({ name: `buttonColor${n}`, label: `Button ${n} colour` }),
  ],
})

export const textSection: Block = {
  slug: 'textSection',
  interfaceName: 'TextSectionBlock',
  labels: { singular: 'Text section', plural: 'Text sections' },
  admin: { group: 'Text' },
  fields: [
    group('Content', [
      { name: 'sectionTitle', label: 'Section title', type: 'text', custom: { check: 'heading' }, admin: { description: 'Optional heading over the whole section, above the media and the text.' } },
      { ...subtitleField({ description: 'Optional line under the section title.' }), name: 'sectionSubtitle', label: 'Section subtitle' },
      titleField({ required: false, description: 'Heading of the text column.' }),
      { name: 'textLeadIn', label: 'Lead-in', type: 'textarea', admin: { description: 'An opening sentence in larger type, before the text.' } },
      markdownField({ required: true }),
      { name: 'listTitle', label: 'List title', type: 'text', custom: { check: 'heading' }, admin: { description: 'Optional heading above the second text, such as "What you get".' } },
      markdownField({ name: 'text2', label: 'Second text', description: 'Optional markdown after the list title, often a list.' }),
    ]),
    group('Media', [
      imageField({ description: 'Picture beside the text.' }),
      imageField({ name: 'secondaryImage', label: 'Secondary image', description: 'Optional smaller picture under the first one, such as a logo or badge.' }),
      videoIdField({ required: false, description: 'Optional video: it replaces the picture. The 11-character id from the video address.' }),
      imageField({
        name: 'backgroundImage',
        label: 'Background picture',
        description: 'Optional decorative picture behind the whole section; the text turns white over a darkening shade and the background colour is not used.',
      }),
      imageField({ name: 'mobileImage', label: 'Background picture for phones', description: 'Optional narrower background picture shown below 768 px.' }),
      imageField({
        name: 'backgroundImg',
        label: 'Background pattern',
        description: 'Optional light picture repeated behind the section, such as a texture; the text and the background colour stay as they are. Not used with a background picture.',
      }),
    ], true),
    group('Buttons', [buttonFields(1), buttonFields(2), ...linkFields({ label: 'Text link' })], true),
    group('Layout', [
      {
        type: 'row',
        fields: [
          imageSideField({ description: 'Left puts the media before the text; Right reverses the order.' }),
          choiceField({
            name: 'width',
            label: 'Column widths',
            options: textSectionWidthOptions,
            defaultValue: defaultTextSectionLayout.width,
            description: 'How the row is shared between media and text.',
          }),
          choiceField({
            name: 'verticalAlign',
            label: 'Vertical alignment',
            options: verticalAlignOptions,
            defaultValue: defaultTextSectionLayout.verticalAlign,
            description: 'Where the shorter column sits beside the taller one.',
          }),
        ],
      },
      backgroundColorField(),
      {
        type: 'row',
        fields: [
          { name: 'border', type: 'checkbox', admin: { description: 'Draw a frame around the section content.' } },
          { name: 'divider', type: 'checkbox', admin: { description: 'Draw a line under the section.' } },
          { name: 'centerMobile', label: 'Centre on phones', type: 'checkbox', admin: { description: 'Centre the text on screens narrower than 768 px.' } },
        ],
      },
      anchorLinkField(),
    ], true),
  ],
}
