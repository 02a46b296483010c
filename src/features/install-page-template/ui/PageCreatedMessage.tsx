// The success alert of a created page: its name and an 'Edit Page' link to the CRM's editor in a new tab.
import type { CreatedPage } from "@/shared/api"

import { EDIT_PAGE, pageCreated } from "../model/messages.ts"
import styles from "./TemplateInstall.module.css"

export function PageCreatedMessage({ page }: { page: Pick<CreatedPage, "name" | "edit_url"> }) {
  return (
    <>
      {pageCreated(page.name)}{" "}
      <a className={styles.editLink} href={page.edit_url} target="_blank" rel="noopener noreferrer">
        {EDIT_PAGE}
      </a>
    </>
  )
}
