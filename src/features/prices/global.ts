import type { GlobalConfig, NumberFieldSingleValidation } from 'payload'

import { signedIn } from '@/cms/access'
import { revalidateGlobalData } from '@/cms/hooks/revalidate'
import { fromSchoolsProblem, PRICE_TABLE, priceProblem, priceTableStructureProblems, yearsProblem, type PriceBand } from '@/lib/price-table'

/** A field check from one of the table's rules (null: fine). */
const check = (problem: (value: unknown) => string | null): NumberFieldSingleValidation => (value) => problem(value) ?? true

/**
 * The pricing calculator's prices: bands of the number of schools, each with its price per school for every term.
 * Versioned with drafts like pages, so a price change can be prepared and published at once; visitors' pages read
 * the published version only (the CMS API serves it to signed-in editors only).
 */
export const PriceTableGlobal: GlobalConfig = {
  slug: PRICE_TABLE,
  label: 'Prices',
  access: { read: signedIn, update: signedIn, readVersions: signedIn },
  admin: {
    group: 'Settings',
    description:
      'The pricing calculator’s table. Each band of schools has a price per school for the whole of each term; the calculator shows it with what it comes to each year. Publish to change the calculator on every page at once.',
  },
  versions: { drafts: true, max: 50 },
  hooks: { afterChange: [revalidateGlobalData] },
  fields: [
    {
      name: 'bands',
      label: 'Bands of schools',
      labels: { singular: 'Band', plural: 'Bands' },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      admin: {
        description: 'From the fewest schools to the most. A band runs up to where the next one starts; the last has no end (“50+”).',
        components: { RowLabel: '/features/prices/admin/PriceRowLabels#BandRowLabel' },
      },
      validate: (value: unknown) => {
        const problems = priceTableStructureProblems({ bands: Array.isArray(value) ? (value as Partial<PriceBand>[]) : [] })
        return problems.length ? problems.join(' ') : true
      },
      fields: [
        {
          name: 'fromSchools',
          label: 'From (number of schools)',
          type: 'number',
          required: true,
          validate: check(fromSchoolsProblem),
          admin: { description: 'The smallest number of schools in this band, such as 5 for “5–19”.' },
        },
        {
          name: 'prices',
          label: 'Price per school for each term',
          labels: { singular: 'Term', plural: 'Terms' },
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 6,
          admin: {
            description: 'Every band lists the same terms, the shortest first.',
            components: { RowLabel: '/features/prices/admin/PriceRowLabels#TermRowLabel' },
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'years', label: 'Term (years)', type: 'number', required: true, validate: check(yearsProblem) },
                {
                  name: 'price',
                  label: 'Price per school for the whole term (US dollars)',
                  type: 'number',
                  required: true,
                  validate: check(priceProblem),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
