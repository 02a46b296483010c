// A portal as lists name it: name, (agency) when the user has several, a padlock if locked, the folder.
import type { Portal } from "@/shared/api"

import { folderLabel } from "../lib/labels.ts"
import { LockIcon } from "./LockIcon.tsx"
import styles from "./PortalName.module.css"

export interface PortalNameProps {
  portal: Pick<Portal, "name" | "agency" | "is_lock" | "custom_installation">
  /** Agency names help only when the user works for several agencies. */
  showAgency: boolean
}

// The spaces between the parts lay out as nothing (a flex container drops them) but keep the words
// apart in the text: "Acme Portal sr", not "Acme Portalsr", for axe and anything else reading it.
export function PortalName({ portal, showAgency }: PortalNameProps) {
  return (
    <span className={styles.name}>
      <span className={styles.title}>{portal.name}</span>{" "}
      {showAgency && portal.agency ? <span className={styles.agency}>({portal.agency.name})</span> : null}{" "}
      {portal.is_lock ? <LockIcon /> : null} <span className={styles.folder}>{folderLabel(portal)}</span>
    </span>
  )
}
