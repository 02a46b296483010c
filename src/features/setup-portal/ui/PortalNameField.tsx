// The setup wizard's "Portal name" field: prefilled with the name the portal got from its CRM account.
import { TextField } from "@/shared/ui/text-field"

import { PORTAL_NAME_MAX } from "../model/portalName.ts"

export interface PortalNameFieldProps {
  value: string
  onChange: (value: string) => void
  error: string | null
  isDisabled?: boolean
}

export function PortalNameField({ value, onChange, error, isDisabled }: PortalNameFieldProps) {
  return (
    <TextField
      label="Portal name"
      value={value}
      onChange={onChange}
      isRequired
      isDisabled={isDisabled}
      maxLength={PORTAL_NAME_MAX}
      description="As your HubSpot account is named; change it if you like."
      {...(error === null ? {} : { errorMessage: error })}
    />
  )
}
