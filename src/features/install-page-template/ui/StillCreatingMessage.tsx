// The alert left when the drawer closes while a page template installs: the page is still made, and
// the link follows the install to it.
import { Link } from "react-aria-components"

import { customPageCompleteHref } from "@/shared/config"

import { FOLLOW_PROGRESS, stillCreating } from "../model/messages.ts"
import styles from "./TemplateInstall.module.css"

export function StillCreatingMessage({ name, portalId, batchId }: { name: string; portalId: number; batchId: string }) {
  return (
    <>
      {stillCreating(name)}{" "}
      <Link className={styles.editLink} href={customPageCompleteHref(portalId, batchId)}>
        {FOLLOW_PROGRESS}
      </Link>
    </>
  )
}
