// The portal's name in the setup wizard: prefilled with the name it got from its CRM account, required,
// at most 255 characters (PUT /portals/{id}'s rules), and sent only when the user changed it.
import { requiredMessage } from "@/shared/lib/validation"

export const PORTAL_NAME_MAX = 255

export const portalNameError = (name: string): string | null => {
  const trimmed = name.trim()
  if (trimmed === "") return requiredMessage("name")
  return trimmed.length > PORTAL_NAME_MAX ? `The name may not be greater than ${PORTAL_NAME_MAX} characters.` : null
}

/** The name for the setup call: left out when it is the portal's name already. */
export const changedName = (name: string, current: string): string | undefined => (name.trim() === current ? undefined : name.trim())
