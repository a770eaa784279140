import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, linkFields, markdownField, titleField } from '@/cms/fields/common'
import { programIds, programNames } from './wheel'

export const programWheel: Block = {
  slug: 'programWheel',
  interfaceName: 'ProgramWheelBlock',
  labels: { singular: 'Program wheel', plural: 'Program wheels' },
  admin: { group: 'Interactive' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the wheel.' }),
    markdownField({
      name: 'instruction',
      label: 'Instruction',
      required: true,
      description: 'Shown beside the wheel while no program is chosen, and again after Reset, such as "Choose a program on the wheel to learn more." Markdown.',
    }),
    // One fixed group per program: the wheel always shows all seven.
    ...programIds.map((id) => ({
      name: id,
      label: programNames[id],
      type: 'group' as const,
      admin: { description: `What the wheel shows when a visitor chooses ${programNames[id]}, under the program's name.` },
      fields: [
        markdownField({ required: true, description: `About ${programNames[id]}. Markdown.` }),
        ...linkFields({ label: 'Link' }),
      ],
    })),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
