/**
 * Inviting an editor: a signed-in editor gives a colleague's email (and name); the account is made with a random
 * password no one knows, and the colleague gets a mail whose link lets them choose their own (the CMS's reset page,
 * with a token that works for a week, once). Inviting an address that already has an account sends it a new link,
 * so an invitation whose mail was lost or expired is sent again the same way.
 */
import { randomBytes } from 'node:crypto'

import { addDataAndFileToRequest, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { isEmailAddress } from '@/lib/email'
import { composeMail, SITE_NAME } from '@/lib/mail'

/** How long an invitation link works. */
export const INVITATION_DAYS = 7

export const INVITATION_MESSAGES = {
  signIn: 'Sign in to invite an editor.',
  email: 'Enter the email address of the editor to invite, such as name@example.org.',
  name: 'The name may have at most 100 characters.',
  failed: 'The invitation mail could not be sent now. Try again in a few minutes: inviting the same address again sends a new link.',
} as const

/** The invitation mail: who invited them, and the button to choose a password. */
export function invitationMail(email: string, inviter: string, link: string) {
  return {
    to: email,
    ...composeMail({
      subject: `You are invited to edit the ${SITE_NAME} website`,
      paragraphs: [`${inviter} added you as an editor of the ${SITE_NAME} website. Choose your password to sign in to its CMS.`],
      action: { label: 'Choose your password', url: link },
      notes: [
        `The link works for ${INVITATION_DAYS} days, once. After that, ask for a new link with “Forgot password?” on the sign-in page.`,
        `Your account's email is ${email}.`,
      ],
    }),
  }
}

/** The reset link of `email`'s account, valid for the invitation's days, on the site's own address. */
async function choosePasswordLink(payload: Payload, email: string, siteUrl: string, req: PayloadRequest): Promise<string> {
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: INVITATION_DAYS * 24 * 60 * 60_000,
    req: { i18n: req.i18n },
  })
  if (!token) throw new Error('no reset token for the invited account')
  return new URL(`${payload.config.routes.admin}${payload.config.admin.routes.reset}/${token}`, siteUrl).href
}

const refuse = (status: number, message: string, errors?: { field: string; message: string }[]) => Response.json({ message, ...(errors ? { errors } : {}) }, { status })

/** POST /api/users/invite `{ email, name? }`: 201 invited, 200 invited again, 400/401 with the reason, 503 mail down. */
export function inviteEndpoint({ siteUrl, log = console.error }: { siteUrl: string; log?: (line: string) => void }): Endpoint {
  return {
    path: '/invite',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(401, INVITATION_MESSAGES.signIn)
      await addDataAndFileToRequest(req).catch(() => undefined)
      const data = (req.data ?? {}) as { email?: unknown; name?: unknown }
      const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
      const name = typeof data.name === 'string' ? data.name.trim() : ''
      if (!isEmailAddress(email)) return refuse(400, INVITATION_MESSAGES.email, [{ field: 'email', message: INVITATION_MESSAGES.email }])
      if (name.length > 100) return refuse(400, INVITATION_MESSAGES.name, [{ field: 'name', message: INVITATION_MESSAGES.name }])

      const { payload } = req
      const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      if (!existing.totalDocs) {
        // A password no one knows: the account opens only through the invitation's link.
        await payload.create({ collection: 'users', data: { email, name: name || undefined, password: randomBytes(32).toString('base64url') }, overrideAccess: true })
      }
      const inviter = String(req.user.name || req.user.email)
      try {
        await payload.sendEmail(invitationMail(email, inviter, await choosePasswordLink(payload, email, siteUrl, req)))
      } catch (error) {
        log(`Invitation: the mail could not be sent (${error instanceof Error ? error.message : String(error)})`)
        return refuse(503, INVITATION_MESSAGES.failed)
      }
      const message = existing.totalDocs ? `${email} already has an account: a new link to choose a password was sent.` : `Invitation sent to ${email}.`
      return Response.json({ message }, { status: existing.totalDocs ? 200 : 201 })
    },
  }
}
