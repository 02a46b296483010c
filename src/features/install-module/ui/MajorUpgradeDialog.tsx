// A major upgrade may break the portal's pages, so the user types the word 'upgrade' to go on.
import { useState } from "react"

import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { TextField } from "@/shared/ui/text-field"

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

export function MajorUpgradeDialog({
  isOpen,
  moduleName,
  fromVersion,
  toVersion,
  isPending,
  onConfirm,
  onCancel
}: MajorUpgradeDialogProps) {
  const [word, setWord] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const submit = () => {
    if (word.trim() !== UPGRADE_WORD) return setError(UPGRADE_WORD_MESSAGE)
    setError(undefined)
    onConfirm()
  }
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
            <Button variant="danger" onPress={submit} isPending={isPending}>
              Upgrade Module
            </Button>
          </>
        }
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <p className={styles.text}>
            {moduleName} {fromVersion} → {toVersion} is a major upgrade and may change pages that use it.
          </p>
          <TextField label='Type "upgrade" to proceed' value={word} onChange={setWord} errorMessage={error} autoFocus autoComplete="off" />
        </form>
      </Dialog>
    </Modal>
  )
}
