// The texts a template install ends with (spec 2 sections 4 and 8).
export const EDIT_PAGE = "Edit Page"
export const ACTIVATE = "Activate"

export const blogAdded = (name: string) => `${name} has been added!`
export const pageCreated = (name: string) => `Page ${name} has been created`

/** The drawer closed mid-install (texts of this product; the spec has none for it). */
export const FOLLOW_PROGRESS = "Follow its progress"
export const stillCreating = (name: string) => `Your ${name} page is still being created.`
