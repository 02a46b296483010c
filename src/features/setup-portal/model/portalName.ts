// The portal's name in the setup wizard: prefilled with the name it got from its CRM account, checked by
// the setup bodies' contract (PUT /portals/{id}'s rules), and sent only when the user changed it.
export const PORTAL_NAME_MAX = 255

/** The name for the setup call: left out when it is the portal's name already. */
export const changedName = (name: string, current: string): string | undefined => (name.trim() === current ? undefined : name.trim())
