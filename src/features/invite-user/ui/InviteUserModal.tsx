// The Add User modal (spec 1 sections 5, 6 and 8): Email and Role; a Super Admin also gets Name and
// Password and is created at once ('Admin Created'); other roles get an invitation mail ('Invitation
// Sent'). Failures show a danger alert with the server's message.
import { useStore } from "@tanstack/react-form"
import { Exit, Option } from "effect"

import { agencyKeys } from "@/entities/agency"
import { grantableRoles, inviteUser, userKeys } from "@/entities/user"
import { failureOf, type RoleName, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { showServerFaults } from "@/shared/ui/form"

import { ADMIN_CREATED, INVITATION_SENT } from "../model/texts.ts"
import { type AgencyChoice, emptyUserForm, invitePayload } from "../model/userForm.ts"
import { useUserForm } from "../model/useUserForm.ts"
import styles from "./UserFields.module.css"
import { UserFormFields } from "./UserFormFields.tsx"

export const ADD_USER_TITLE = "Add User"

export interface InviteUserModalProps {
  isOpen: boolean
  onClose: () => void
  /** After 'Admin Created' or 'Invitation Sent': the list reloads. */
  onInvited: () => void
  granter: RoleName | undefined
  /** The agency the invitation is for: the member's agency, or the super admin's current filter. */
  agency: AgencyChoice | null
}

export function InviteUserModal({ isOpen, onClose, ...rest }: InviteUserModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} width={560}>
      <InviteUserForm onClose={onClose} {...rest} />
    </Modal>
  )
}

function InviteUserForm({ onClose, onInvited, granter, agency }: Omit<InviteUserModalProps, "isOpen">) {
  const roles = grantableRoles(granter)
  // An invitation is pending (or an existing user joins the agency): the user lists and the agency's member count change.
  const { run } = useApiAction({ invalidates: [userKeys.lists(), agencyKeys.all] })
  const alerts = useAlerts()
  const isSuperAdmin = granter === "admin"
  const form = useUserForm({
    initial: emptyUserForm(agency, roles.length === 1 ? roles[0]!.id : null),
    mode: "invite",
    isSuperAdmin,
    onSubmit: async (values, formApi) => {
      alerts.clear()
      const exit = await run(inviteUser(invitePayload(values, isSuperAdmin)))
      if (Exit.isSuccess(exit)) {
        alerts.show({ type: "success", content: values.role === "admin" ? ADMIN_CREATED : INVITATION_SENT })
        onInvited()
        onClose()
        return
      }
      Option.map(failureOf(exit.cause), (error) => {
        // A refused field is also shown beside it; the danger alert carries the message (spec 1 section 8).
        if (error.status === 422) showServerFaults(formApi, error)
        alerts.show({ type: "danger", content: error.message })
      })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  return (
    <Dialog
      title={ADD_USER_TITLE}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="invite-user-form" isPending={isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form
        id="invite-user-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
        noValidate
      >
        <UserFormFields mode="invite" granter={granter} form={form} />
      </form>
    </Dialog>
  )
}
