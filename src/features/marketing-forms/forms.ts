/**
 * The marketing-automation provider's forms the site shows, with the names editors pick them by. One
 * source for the CMS selects and the browser code. Values are stored as text, the id as the provider numbers it.
 */
export const marketingForms = [
  { id: 1417, name: 'Contact us' },
  { id: 1639, name: 'Classroom kits quote request' },
  { id: 2072, name: 'Digital program demo request' },
  { id: 1574, name: 'Early learning information request' },
  { id: 1846, name: 'High school updates sign-up' },
  { id: 1802, name: 'Program updates sign-up' },
  { id: 1691, name: 'Feedback' },
  { id: 1138, name: 'Family resources feedback' },
] as const

export type MarketingFormId = (typeof marketingForms)[number]['id']

/** Sign-up forms: on success they also tell the modal around them, which then offers a Close link. */
export const SIGN_UP_FORM_IDS = [1846, 1802] as const satisfies readonly MarketingFormId[]

/** The feedback form: on success it marks its section submitted and sets the feedback cookie. */
export const FEEDBACK_FORM_ID = 1691 satisfies MarketingFormId

const optionOf = (form: (typeof marketingForms)[number]) => ({ label: `${form.name} (${form.id})`, value: String(form.id) })

/** Select options of the CMS: every form, or only the given ids. */
export const marketingFormOptions = (ids: readonly MarketingFormId[] = marketingForms.map((form) => form.id)) =>
  marketingForms.filter((form) => ids.includes(form.id)).map(optionOf)

/** The numeric id of a stored choice; undefined for anything that is not one of the forms. */
export function marketingFormId(value: string | number | null | undefined): MarketingFormId | undefined {
  return marketingForms.find((form) => String(form.id) === String(value))?.id
}

/** The editor-readable name of a form. */
export const marketingFormName = (id: MarketingFormId) => marketingForms.find((form) => form.id === id)!.name
