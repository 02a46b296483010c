// The collapsible 'Delete Account' section of Account Details (spec 2 section 2): 'Delete Agency Account'
// for admins and agency admins only (its question lists what goes with the agency), 'Delete My User
// Account' for everyone; each asks first.
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from "react-aria-components"

import { DeletionDialogs } from "@/entities/deletion"
import { AGENCY_ACCOUNT_DELETED } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"

import {
  CANCEL_LABEL,
  CONFIRM_LABEL,
  CONFIRM_TEXT,
  CONFIRM_TITLE,
  DELETE_AGENCY_LABEL,
  DELETE_USER_LABEL,
  SECTION_NOTE,
  SECTION_TITLE
} from "../model/texts.ts"
import { useDeleteAccount } from "../model/useDeleteAccount.ts"
import styles from "./DeleteAccountSection.module.css"

export interface DeleteAccountSectionProps {
  agencyId: number | null
  /** Admins and agency admins may delete the agency account. */
  mayDeleteAgency: boolean
  onDeleted: (message: string) => void
  defaultExpanded?: boolean
}

export function DeleteAccountSection({ agencyId, mayDeleteAgency, onDeleted, defaultExpanded = false }: DeleteAccountSectionProps) {
  const { user, agency } = useDeleteAccount({ agencyId, onDeleted })
  return (
    <Disclosure className={styles.section} defaultExpanded={defaultExpanded}>
      {({ isExpanded }) => (
        <>
          <Heading level={3} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <span aria-hidden="true" className={styles.chevron}>
                {isExpanded ? "▾" : "▸"}
              </span>
              {SECTION_TITLE}
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <p className={styles.note}>{SECTION_NOTE}</p>
            <div className={styles.actions}>
              {mayDeleteAgency ? (
                <Button variant="danger" onPress={agency.askAgency}>
                  {DELETE_AGENCY_LABEL}
                </Button>
              ) : null}
              <Button variant="danger" onPress={user.ask}>
                {DELETE_USER_LABEL}
              </Button>
            </div>
          </DisclosurePanel>
          <ConfirmDialog
            isOpen={user.state.kind !== "idle"}
            title={CONFIRM_TITLE}
            text={CONFIRM_TEXT}
            confirmLabel={CONFIRM_LABEL}
            cancelLabel={CANCEL_LABEL}
            tone="danger"
            isPending={user.state.kind === "deleting"}
            onConfirm={user.confirm}
            onCancel={user.cancel}
          />
          <DeletionDialogs deletion={agency} deletedText={AGENCY_ACCOUNT_DELETED} />
        </>
      )}
    </Disclosure>
  )
}
