// The texts a template install ends with (spec 2 sections 4 and 8).
export const EDIT_PAGE = "Edit Page"
export const ACTIVATE = "Activate"

export const blogAdded = (name: string) => `${name} has been added!`
export const pageCreated = (name: string) => `Page ${name} has been created`
