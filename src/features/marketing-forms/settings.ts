import { env } from '@/server/env.server'

/** Where the browser loads the forms from: the provider's base address and the account (munchkin) id. */
export const marketingFormSettings = () => ({ baseUrl: env.MARKETING_FORMS_URL, accountId: env.MARKETING_FORMS_ACCOUNT_ID })
