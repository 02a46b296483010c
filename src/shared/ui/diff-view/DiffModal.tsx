// The View Diff modal (spec 2 section 1): the installed version beside the current one. Diff view
// failures are silent (spec 2 section 8): no alert, a neutral line in the modal.
import { Button } from "../button"
import { Dialog, Modal } from "../dialog"
import { Spinner } from "../spinner"
import { DiffUnavailable, DiffView } from "./DiffView.tsx"

export interface DiffModalData {
  readonly diff: string
  readonly installed: string
  readonly current: string
}

export type DiffModalState =
  { readonly status: "loading" } | { readonly status: "failure" } | { readonly status: "success"; readonly data: DiffModalData }

export interface DiffModalProps {
  /** What is compared, e.g. the module or file name. */
  name: string
  state: DiffModalState
  onClose: () => void
}

export function DiffModal({ name, state, onClose }: DiffModalProps) {
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} width="80%">
      <Dialog
        title={`View Diff: ${name}`}
        footer={
          <Button variant="secondary" onPress={onClose} autoFocus>
            Close
          </Button>
        }
      >
        {state.status === "loading" ? <Spinner label="Loading diff…" /> : null}
        {state.status === "failure" ? <DiffUnavailable /> : null}
        {state.status === "success" ? (
          <DiffView diff={state.data.diff} leftLabel={`Installed ${state.data.installed}`} rightLabel={`Current ${state.data.current}`} />
        ) : null}
      </Dialog>
    </Modal>
  )
}
