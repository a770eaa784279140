/**
 * Links in feedback e-mails carry an `aliid` query parameter: a page opened from one shows its feedback modal at once.
 */
export const FEEDBACK_LINK_PARAM = 'aliid'

/** Whether the page address comes from a feedback link. */
export const isFeedbackLink = (href: string) => href.includes(FEEDBACK_LINK_PARAM)

/** The address without the feedback link's parameter, so a reload or a shared link does not open the modal again. */
export function withoutFeedbackParam(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(FEEDBACK_LINK_PARAM)
  return url.toString()
}
