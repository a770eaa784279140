import type { Feature } from '@/features/types'

/**
 * Marketing-automation forms: the provider's forms the editors pick by name (./forms), the CMS fields that pick them
 * (./fields), and the island that loads the provider's script and shows a form (./MarketingForm.client). Nothing
 * of it is stored in the CMS: the blocks marketing-form, sign-up-modal and feedback-form-section show the forms.
 */
export const marketingForms: Feature = { name: 'marketing-forms' }
