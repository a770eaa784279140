import type { Field } from 'payload'

/** A quote and who said it (citation lines one and two); `required` makes the quote and the quoted person required. */
export const quoteFields = ({ required = false }: { required?: boolean } = {}): Field[] => [
  { name: 'quote', type: 'textarea', required, admin: { description: 'The words quoted, without quotation marks.' } },
  {
    type: 'row',
    fields: [
      { name: 'quotee', label: 'Quoted person', type: 'text', required, admin: { description: 'Citation line 1: who said it.' } },
      { name: 'quoteeLine2', label: 'Their role or school', type: 'text', admin: { description: 'Citation line 2.' } },
    ],
  },
]
