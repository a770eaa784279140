'use client'

import { ActionPanel } from '@/components/admin/ActionPanel'

/**
 * Above the form submissions list: deletes everything of one email when its owner asks (POST
 * /api/lead-submissions/erase), after the editor confirms.
 */
export function EraseContact() {
  return (
    <ActionPanel
      title="Delete a person’s data"
      description="When someone asks for their data to be deleted: every form submission of their email is deleted here, and their contact at the email-marketing provider."
      fields={[{ name: 'email', label: 'Their email', type: 'email', required: true }]}
      submitLabel="Delete their data…"
      sending="Deleting…"
      endpoint="/api/lead-submissions/erase"
      failure="The data could not be deleted"
      confirm={{
        heading: 'Delete this person’s data?',
        body: ({ email }) =>
          `Every form submission of ${email.trim() || 'this address'} is deleted here at once, and their contact at the email-marketing provider right after. This cannot be undone.`,
        label: 'Delete',
        confirming: 'Deleting…',
      }}
    />
  )
}
