// "Edited in HubSpot": before a write overwrites files the portal holds edited, the user sees each file's
// three versions and chooses keep / take / merge for every one. Continue is offered only once every file has
// its choice and every merge is resolved; Cancel (or Escape) writes nothing.
import { useId, useState } from "react"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal, useLastShown } from "@/shared/ui/dialog"
import { ListError, ListLoading } from "@/shared/ui/list-panel"

import { buildResolutions, type FileDecision, isDecided, UNDECIDED } from "../model/resolutions.ts"
import { REVIEW_AGAIN_NOTICE } from "../model/reviewAgain.ts"
import type { OverwriteCheck } from "../model/types.ts"
import type { OverwriteReviewBinding, OverwriteReviewState } from "../model/useOverwriteReview.ts"
import { DriftedFileReview } from "./DriftedFileReview.tsx"
import styles from "./OverwriteReview.module.css"

const OVERWRITE_REVIEW_TITLE = "Edited in HubSpot"
const INTRO = "These files were changed in the portal since they were installed: choose for each one what happens to it."
const UNFINISHED = "Choose for every file, and resolve every conflict of a merge, to continue."

// isReviewing is for the dialogs that step aside for the modal, not for the modal itself.
export type OverwriteReviewModalProps = Omit<OverwriteReviewBinding, "isReviewing">

export function OverwriteReviewModal({ state, onRetry, onCancel, onContinue }: OverwriteReviewModalProps) {
  const isOpen = state.kind !== "closed"
  // The content stays as it was while the modal animates out.
  const shown = useLastShown<OverwriteReviewState>(state, isOpen)
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} width={1180}>
      {shown.kind === "ready" ? (
        // A new check (after "edited again") starts with no choices made.
        <ReadyReview key={shown.check.checked_at} check={shown.check} again={shown.again} onCancel={onCancel} onContinue={onContinue} />
      ) : (
        <Dialog
          title={OVERWRITE_REVIEW_TITLE}
          footer={
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          }
        >
          {shown.kind !== "closed" && shown.again ? <AgainNotice /> : null}
          {shown.kind === "failed" ? (
            <ListError title="The portal's files could not be read." message={shown.message} onRetry={onRetry} />
          ) : (
            <ListLoading label="Reading the portal's files" />
          )}
        </Dialog>
      )}
    </Modal>
  )
}

function AgainNotice() {
  return <Alert type="warning">{REVIEW_AGAIN_NOTICE}</Alert>
}

interface ReadyReviewProps {
  check: OverwriteCheck
  again: boolean
  onCancel: () => void
  onContinue: OverwriteReviewBinding["onContinue"]
}

function ReadyReview({ check, again, onCancel, onContinue }: ReadyReviewProps) {
  const [decisions, setDecisions] = useState<Readonly<Record<string, FileDecision>>>({})
  const unfinishedId = useId()
  const resolutions = buildResolutions(check.files, decisions)
  const decided = check.files.filter((file) => isDecided(decisions[file.path])).length
  const total = check.files.length
  return (
    <Dialog
      title={OVERWRITE_REVIEW_TITLE}
      footer={
        <>
          {resolutions === null ? (
            <p id={unfinishedId} className={styles.unfinished}>
              {UNFINISHED}
            </p>
          ) : null}
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button
            isDisabled={resolutions === null}
            {...(resolutions === null ? { "aria-describedby": unfinishedId } : {})}
            onPress={() => {
              if (resolutions !== null) onContinue(resolutions)
            }}
          >
            Continue
          </Button>
        </>
      }
    >
      {again ? <AgainNotice /> : null}
      <p className={styles.intro}>{INTRO}</p>
      {total > 1 ? (
        <p className={styles.progress} role="status">
          {decided} of {total} files decided.
        </p>
      ) : null}
      {check.files.map((file) => (
        <DriftedFileReview
          key={file.path}
          file={file}
          decision={decisions[file.path] ?? UNDECIDED}
          onDecide={(decision) => setDecisions((current) => ({ ...current, [file.path]: decision }))}
        />
      ))}
    </Dialog>
  )
}
