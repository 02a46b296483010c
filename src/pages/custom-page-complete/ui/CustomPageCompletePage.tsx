// /portals-main/custom-page-complete?portal={id}&batch={id} (spec 1 names the route only): where a page
// template's install ends when the drawer was closed while it ran. It follows the batch, then shows the
// created page with 'Edit Page' (the CRM's editor) and the way back to the portal's editor.
import type { Duration } from "effect"
import { Link } from "react-aria-components"

import { PageCreatedMessage } from "@/features/install-page-template"
import { RoutePath } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { CardPage } from "@/shared/ui/card-page"
import { ProgressBar } from "@/shared/ui/spinner"

import { useCustomPageCompletion } from "../model/useCustomPageCompletion.ts"
import styles from "./CustomPageCompletePage.module.css"

export const CREATING_PAGE = "Creating your page"
export const PAGE_READY = "Your page is ready"

export interface CustomPageCompletePageProps {
  portalId: number
  batchId: string
  pollInterval?: Duration.DurationInput | undefined
}

export function CustomPageCompletePage({ portalId, batchId, pollInterval }: CustomPageCompletePageProps) {
  const { state, retry, isRetrying } = useCustomPageCompletion(batchId, pollInterval)
  const backToEditor = (
    <Link className={styles.back} href={`${RoutePath.PortalsMain}/${portalId}`}>
      Back to the editor
    </Link>
  )

  switch (state.kind) {
    case "installing":
      return (
        <CardPage title={CREATING_PAGE} footer={backToEditor}>
          <div className={styles.body}>
            <ProgressBar label="Installing the template" value={state.done} maxValue={Math.max(1, state.total)} showValueLabel />
            <p className={styles.note}>You may leave this page: the page is created when the install ends.</p>
          </div>
        </CardPage>
      )
    case "created":
      return (
        <CardPage title={PAGE_READY} footer={backToEditor}>
          <Alert type="success">
            <PageCreatedMessage page={state.page} />
          </Alert>
        </CardPage>
      )
    case "failed":
      return (
        <CardPage title={CREATING_PAGE} footer={backToEditor}>
          <div className={styles.body}>
            <Alert type="danger">{state.message}</Alert>
            <Button variant="secondary" isPending={isRetrying} onPress={retry}>
              Check again
            </Button>
          </div>
        </CardPage>
      )
  }
}
