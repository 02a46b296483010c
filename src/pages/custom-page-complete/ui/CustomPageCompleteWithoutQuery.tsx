// /portals-main/custom-page-complete opened without its portal and batch: what the page is for and the
// way back, not the 404 page.
import { Link } from "react-aria-components"

import { RoutePath } from "@/shared/config"
import { CardPage } from "@/shared/ui/card-page"

import styles from "./CustomPageCompletePage.module.css"

export const PAGE_WITHOUT_QUERY_TITLE = "Page creation"

export function CustomPageCompleteWithoutQuery() {
  return (
    <CardPage
      title={PAGE_WITHOUT_QUERY_TITLE}
      footer={
        <Link className={styles.back} href={RoutePath.PortalsMain}>
          Back to portals
        </Link>
      }
    >
      <div className={styles.body}>
        <p className={styles.note}>
          This page follows a page template's install to the page it creates. It opens from the page templates drawer with the portal and
          the install; this link names neither, so there is nothing to follow here.
        </p>
        <p className={styles.note}>Pages already created are in the portal's editor, under Website Pages, Landing Pages or Blogs.</p>
      </div>
    </CardPage>
  )
}
