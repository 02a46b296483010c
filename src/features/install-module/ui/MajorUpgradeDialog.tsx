// A major upgrade may break the portal's pages, so the user types the word 'upgrade' to go on: the word is
// the upgrade body's confirm, which the server requires for a major upgrade only (the form checks it too).
import { UpgradePayload } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { useContractForm } from "@/shared/ui/form"

import { UPGRADE_WORD, UPGRADE_WORD_MESSAGE } from "../model/steps.ts"
import styles from "./ModuleDialogs.module.css"

export interface MajorUpgradeDialogProps {
  isOpen: boolean
  moduleName: string
  fromVersion: string
  toVersion: string
  isPending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The part of the upgrade body this dialog fills in. */
const ConfirmBody = UpgradePayload.pick("confirm")

export function MajorUpgradeDialog({
  isOpen,
  moduleName,
  fromVersion,
  toVersion,
  isPending,
  onConfirm,
  onCancel
}: MajorUpgradeDialogProps) {
  const form = useContractForm({
    defaultValues: { confirm: "" },
    schema: ConfirmBody,
    // The contract lets a minor upgrade leave the word out; a major one needs it, as the server checks.
    check: (values) => (values.confirm.trim() === UPGRADE_WORD ? {} : { confirm: UPGRADE_WORD_MESSAGE }),
    onSubmit: () => onConfirm()
  })
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending} width={575}>
      <Dialog
        role="alertdialog"
        title="Major Upgrade"
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              Cancel
            </Button>
            <Button variant="danger" onPress={() => void form.handleSubmit()} isPending={isPending}>
              Upgrade Module
            </Button>
          </>
        }
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <p className={styles.text}>
            {moduleName} {fromVersion} → {toVersion} is a major upgrade and may change pages that use it.
          </p>
          <form.AppField name="confirm">
            {(field) => <field.TextField label='Type "upgrade" to proceed' autoFocus autoComplete="off" />}
          </form.AppField>
        </form>
      </Dialog>
    </Modal>
  )
}
