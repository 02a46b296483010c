// Status code 40010: the module uses HubDB and the portal's CRM grant lacks that scope.
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import styles from "./ModuleDialogs.module.css"

/** The permission a 40010 says the grant lacks: the only scope the server asks for again (optional at sign-in). */
export const MISSING_PERMISSION = "HubDB"
export const PERMISSIONS_TITLE = "Additional Permissions Required"
export const PERMISSIONS_TEXT = `To use a module that requires ${MISSING_PERMISSION}, you need to grant additional OAuth permissions.`

export interface PermissionsDialogProps {
  isOpen: boolean
  onCancel: () => void
  /** Opens the CRM sign-in for more scopes in a new tab (absent: no Reauthorize button). */
  onReauthorize?: () => void
}

export function PermissionsDialog({ isOpen, onCancel, onReauthorize }: PermissionsDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} width={575}>
      <Dialog
        role="alertdialog"
        title={PERMISSIONS_TITLE}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
            {onReauthorize ? <Button onPress={onReauthorize}>Reauthorize</Button> : null}
          </>
        }
      >
        <p className={styles.text}>{PERMISSIONS_TEXT}</p>
      </Dialog>
    </Modal>
  )
}
