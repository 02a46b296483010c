// The PRO-or-Free choice of Add Portal (spec 1 section 4): 'Activate PRO' uses one of the agency's PRO
// licences, 'Continue Free' adds a Free portal. Clicking outside or Escape cancels the whole flow.
import type { CreatePortalType } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import styles from "./AddPortal.module.css"

export interface PortalTypeModalProps {
  isOpen: boolean
  agencyName: string
  /** PRO licences left (portals_available). */
  licences: number
  onChoose: (type: CreatePortalType) => void
  onCancel: () => void
}

export function PortalTypeModal({ isOpen, agencyName, licences, onChoose, onCancel }: PortalTypeModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} width={480}>
      <Dialog
        title="Add Portal"
        footer={
          <>
            <Button variant="secondary" onPress={() => onChoose("free")}>
              Continue Free
            </Button>
            <Button onPress={() => onChoose("pro")} autoFocus>
              Activate PRO
            </Button>
          </>
        }
      >
        <p className={styles.text}>Activate PRO on the new portal (uses one licence) or continue with a Free portal.</p>
        <p className={styles.licences}>
          PRO licences left for {agencyName}: {licences}
        </p>
      </Dialog>
    </Modal>
  )
}
