// Add Portal in the main bar (spec 1 sections 4 and 6), for agency admins: with one agency it starts the
// flow; with several it leads to /portals-main/agency to choose; disabled with the reason when no agency
// can take another portal.
import { useAtomValue } from "jotai"
import { useId } from "react"
import { Link } from "react-aria-components"

import { currentUserAtom } from "@/entities/session"
import { Button, buttonClassName } from "@/shared/ui/button"

import { addPortalAccess } from "../model/eligibility.ts"
import { AGENCY_CHOOSER_PATH } from "../model/paths.ts"
import styles from "./AddPortal.module.css"
import { StartAddPortalButton } from "./StartAddPortalButton.tsx"

export function AddPortalEntry() {
  const access = addPortalAccess(useAtomValue(currentUserAtom))
  const reasonId = useId()
  switch (access.kind) {
    case "none":
      return null
    case "one":
      return <StartAddPortalButton agency={access.agency} />
    case "several":
      return (
        <Link href={AGENCY_CHOOSER_PATH} className={buttonClassName("primary", "sm")}>
          Add Portal
        </Link>
      )
    case "disabled":
      return (
        <span className={styles.entry}>
          <Button size="sm" isDisabled aria-describedby={reasonId}>
            Add Portal
          </Button>
          <span id={reasonId} className={styles.reason}>
            {access.reason}
          </span>
        </span>
      )
  }
}
