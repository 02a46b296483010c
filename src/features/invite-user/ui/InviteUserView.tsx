// The Add User view (spec 1 sections 5, 6 and 8; spec 2 section 4: the users drawer switches among list,
// add and edit views): Email and Role; a Super Admin also gets Name and Password and is created at once
// ('Admin Created'); other roles get an invitation mail ('Invitation Sent'). Failures show a danger alert
// with the server's message and keep the view. Save (once done) and Cancel return to the list.
import { useStore } from "@tanstack/react-form"
import { Exit, Option } from "effect"
import { useEffect, useRef } from "react"

import { agencyKeys } from "@/entities/agency"
import { grantableRoles, inviteUser, userKeys } from "@/entities/user"
import { failureOf, type RoleName, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { showServerFaults } from "@/shared/ui/form"

import { ADMIN_CREATED, INVITATION_SENT } from "../model/texts.ts"
import { type AgencyChoice, emptyUserForm, invitePayload } from "../model/userForm.ts"
import { useUserForm } from "../model/useUserForm.ts"
import styles from "./InviteUserView.module.css"
import fieldStyles from "./UserFields.module.css"
import { UserFormFields } from "./UserFormFields.tsx"

const ADD_USER_TITLE = "Add User"

export interface InviteUserViewProps {
  /** After 'Admin Created' or 'Invitation Sent': back to the list, which reloads. */
  onInvited: () => void
  /** Cancel: back to the list. */
  onCancel: () => void
  granter: RoleName | undefined
  /** The agency the invitation is for: the member's agency, or the super admin's current filter. */
  agency: AgencyChoice | null
}

export function InviteUserView({ onInvited, onCancel, granter, agency }: InviteUserViewProps) {
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

  // The view replaced the list (and the Add User button that had focus): the first field takes it, as in
  // the other drawers' add views.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus()
  }, [])

  return (
    <form
      ref={formRef}
      className={`${fieldStyles.form} ${styles.view}`}
      aria-labelledby="invite-user-heading"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
    >
      <h3 id="invite-user-heading" className={styles.heading}>
        {ADD_USER_TITLE}
      </h3>
      <UserFormFields mode="invite" granter={granter} form={form} />
      <div className={styles.buttons}>
        <Button type="submit" isPending={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
