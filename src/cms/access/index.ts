import type { Access, FieldAccess } from 'payload'

export const signedIn: Access = ({ req }) => Boolean(req.user)

/** A field only editors read: the API leaves it out for visitors. */
export const editorsOnly: FieldAccess = ({ req }) => Boolean(req.user)

/** Visitors read published documents only; signed-in editors read drafts too. */
export const signedInOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

export const anyone: Access = () => true

/** Public content edited by signed-in editors: anyone reads, editors create, update and delete. */
export const publicContent = { read: anyone, create: signedIn, update: signedIn, delete: signedIn }
