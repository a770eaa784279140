'use client'

import { ActionPanel } from './ActionPanel'

/**
 * Above the editors list: invites a colleague by email (POST /api/users/invite). They get a mail with a link to
 * choose their password; the list shows their account at once.
 */
export function InviteEditor() {
  return (
    <ActionPanel
      title="Invite an editor"
      description="They get a mail with a link to choose their own password (it works for 7 days)."
      fields={[
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'name', label: 'Name (optional)', type: 'text' },
      ]}
      submitLabel="Send invitation"
      sending="Sending the invitation…"
      endpoint="/api/users/invite"
      failure="The invitation could not be sent"
    />
  )
}
