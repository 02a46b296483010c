// The Users drawer's pending invitations: who was invited, as what, into which agency, when the link was
// sent and when it expires, with Resend (a new link, the old one stops working) and Revoke.
import type { ReactNode } from "react"

import { roleLabel } from "@/entities/user"
import type { PendingInvitation } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Table, type TableColumn } from "@/shared/ui/table"

import { INVITATIONS_EMPTY, INVITATIONS_ERROR, INVITATIONS_TITLE } from "../config/texts.ts"
import type { InvitationsState, PendingInvitations } from "../model/usePendingInvitations.ts"
import styles from "./UsersDrawer.module.css"

export interface PendingInvitationsViewProps {
  state: InvitationsState
  busy: PendingInvitations["busy"]
  onResend: (invitation: PendingInvitation) => void
  onRevoke: (invitation: PendingInvitation) => void
}

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "email", name: "Email", isRowHeader: true },
  { id: "role", name: "Role" },
  { id: "agency", name: "Agency" },
  { id: "sent", name: "Sent" },
  { id: "expires", name: "Expires" },
  { id: "action", name: "Action", width: "190px" }
]

export function PendingInvitationsView({ state, busy, onResend, onRevoke }: PendingInvitationsViewProps) {
  const renderCell = (invitation: PendingInvitation, column: string): ReactNode => {
    switch (column) {
      case "email":
        return invitation.email
      case "role":
        return roleLabel(invitation.role)
      case "agency":
        return invitation.agency.name
      case "sent":
        return formatDate(invitation.sent_at, "detailed")
      case "expires":
        return formatDate(invitation.expires_at, "detailed")
      case "action": {
        const running = busy?.id === invitation.id ? busy.action : null
        return (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Resend the invitation to ${invitation.email}`}
              isPending={running === "resend"}
              isDisabled={busy !== null && running !== "resend"}
              onPress={() => onResend(invitation)}
            >
              Resend
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Revoke the invitation to ${invitation.email}`}
              isPending={running === "revoke"}
              isDisabled={busy !== null && running !== "revoke"}
              onPress={() => onRevoke(invitation)}
            >
              Revoke
            </Button>
          </div>
        )
      }
      default:
        return null
    }
  }

  return (
    <section className={styles.invitations} aria-labelledby="pending-invitations-title">
      <h3 id="pending-invitations-title" className={styles.heading}>
        {INVITATIONS_TITLE}
      </h3>
      {state.status === "failure" ? (
        <Alert type="danger">
          {INVITATIONS_ERROR} {state.message}
        </Alert>
      ) : (
        <Table
          aria-label={INVITATIONS_TITLE}
          columns={COLUMNS}
          rows={state.status === "success" ? state.data : []}
          isLoading={state.status === "loading"}
          getRowId={(invitation) => invitation.id}
          renderCell={renderCell}
          emptyText={INVITATIONS_EMPTY}
        />
      )}
    </section>
  )
}
