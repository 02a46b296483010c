// Starts Add Portal for one agency: the PRO-or-Free choice when it has licences, then the CRM sign-in.
// Disabled, with the reason beside it, when the agency is suspended or at its plan's portal limit.
import { useId } from "react"

import type { UserAgency } from "@/shared/api"
import { Button, type ButtonVariant } from "@/shared/ui/button"

import { useAddPortal } from "../model/addPortal.ts"
import { blockedReason } from "../model/eligibility.ts"
import styles from "./AddPortal.module.css"
import { PortalTypeModal } from "./PortalTypeModal.tsx"

export interface StartAddPortalButtonProps {
  agency: UserAgency
  /** The button's text; 'Add Portal' in the bar, 'Choose' on the agency list. */
  label?: string
  /** Accessible name when the text alone does not say which agency. */
  ariaLabel?: string
  variant?: ButtonVariant
}

export function StartAddPortalButton({ agency, label = "Add Portal", ariaLabel, variant = "primary" }: StartAddPortalButtonProps) {
  const flow = useAddPortal()
  const reasonId = useId()
  const reason = blockedReason(agency)
  return (
    <span className={styles.entry}>
      <Button
        variant={variant}
        size="sm"
        aria-label={ariaLabel}
        isDisabled={reason !== null}
        isPending={flow.isPending}
        aria-describedby={reason === null ? undefined : reasonId}
        onPress={() => flow.start(agency)}
      >
        {label}
      </Button>
      {reason === null ? null : (
        <span id={reasonId} className={styles.reason}>
          {reason}
        </span>
      )}
      <PortalTypeModal
        isOpen={flow.choosingFor !== null}
        agencyName={agency.name}
        licences={agency.portals_available}
        onChoose={flow.choose}
        onCancel={flow.cancel}
      />
    </span>
  )
}
