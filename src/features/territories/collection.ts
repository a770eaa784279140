import type { CollectionBeforeValidateHook, CollectionConfig, SelectFieldManyValidation, TextFieldSingleValidation } from 'payload'

import { publicContent } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { regionOptions } from './regions'
import { claimConflict, fullTerritoryName, isHexColor } from './rules'

/** More territories than the sales team will ever have; the overlap check reads them all. */
export const MAX_TERRITORIES = 100

/** A state, DC or Canada belongs to one territory: saving one another territory has fails, naming both. */
const validateStates: SelectFieldManyValidation = async (value, { req, id }) => {
  const states = (Array.isArray(value) ? value : value ? [value] : []) as string[]
  if (!states.length) return 'Choose at least one state.'
  const { docs } = await req.payload.find({
    collection: 'territories',
    where: id === undefined || id === null ? {} : { id: { not_equals: id } },
    depth: 0,
    limit: MAX_TERRITORIES,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return claimConflict(states, docs) ?? true
}

const validateColor: TextFieldSingleValidation = (value) => (isHexColor(value) ? true : 'Enter a colour such as #f4a582.')

/** An empty full name becomes the list of the territory's states. */
const fillFullName: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !String(data.fullName ?? '').trim() && Array.isArray(data.states)) data.fullName = fullTerritoryName(data.states)
  return data
}

/** Sales territories: the states each covers and its colour on the territory map. */
export const Territories: CollectionConfig = {
  slug: 'territories',
  labels: { singular: 'Territory', plural: 'Territories' },
  access: publicContent,
  admin: {
    useAsTitle: 'fullName',
    group: 'Sales',
    defaultColumns: ['fullName', 'color', 'updatedAt'],
    description: 'Each state, DC and Canada belongs to exactly one territory. The territory map colours each territory and opens its representatives.',
    components: { beforeListTable: ['@/features/territories/admin/UnclaimedStates#UnclaimedStates'] },
  },
  defaultSort: 'fullName',
  hooks: { ...revalidateCollection('territories'), beforeValidate: [fillFullName] },
  fields: [
    {
      name: 'fullName',
      label: 'Full name',
      type: 'text',
      admin: { description: 'Shown as the title of the representatives’ window. Leave empty to list the states, such as "AZ, OR, WA".' },
    },
    {
      name: 'color',
      label: 'Colour',
      type: 'text',
      required: true,
      validate: validateColor,
      admin: { description: 'The territory’s colour on the map, such as #f4a582. Choose a light colour: the state labels are dark.' },
    },
    {
      name: 'states',
      type: 'select',
      hasMany: true,
      required: true,
      options: regionOptions,
      validate: validateStates,
      admin: { description: 'The states (and DC or Canada) this territory covers. Each may belong to one territory only.' },
    },
  ],
}

/** The sales representatives of each territory, listed in its window on the territory map. */
export const Representatives: CollectionConfig = {
  slug: 'representatives',
  labels: { singular: 'Representative', plural: 'Representatives' },
  access: publicContent,
  admin: {
    useAsTitle: 'name',
    group: 'Sales',
    defaultColumns: ['name', 'territory', 'email', 'phone'],
    description: 'Visitors who choose a state on the territory map see the representatives of its territory, with their email and phone.',
  },
  defaultSort: 'name',
  hooks: revalidateCollection('representatives'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true, admin: { description: 'As visitors should read and dial it, such as 555-0100.' } },
    {
      name: 'territory',
      type: 'relationship',
      relationTo: 'territories',
      required: true,
      admin: { position: 'sidebar', description: 'The territory whose window lists this representative.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media', admin: { position: 'sidebar', description: 'Optional portrait.' } },
  ],
}
