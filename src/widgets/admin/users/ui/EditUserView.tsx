// The edit view (spec 1 sections 5 and 8): Name, Email and Role required; agency, portal access, Ditto
// Access and Support Team as the editor's role allows. Save shows 'The user was updated'; Save and
// Cancel return to the list, which reloads. A stale save shows the conflict notice with Reload. The checks
// are the contract's UserUpdatePayload (useUserForm).
import { useStore } from "@tanstack/react-form"
import { Exit, Option } from "effect"

import { agencyKeys } from "@/entities/agency"
import { readUser, roleIn, updateUser, userKeys } from "@/entities/user"
import { type AgencyChoice, updatePayload, USER_UPDATED, UserFormFields, userFormOf, useUserForm } from "@/features/invite-user"
import { failureOf, type RoleName, useApiAction, type User } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { showServerFaults, useFormRecordVersion } from "@/shared/ui/form"

import { EDIT_TITLE } from "../config/texts.ts"
import styles from "./UsersDrawer.module.css"

export interface EditUserViewProps {
  user: User
  /** The agency the list shows; a super admin looking at everybody edits the user's first membership. */
  agency: AgencyChoice | null
  editor: RoleName | undefined
  onDone: () => void
}

export function EditUserView({ user, agency, editor, onDone }: EditUserViewProps) {
  const first = user.agencies[0]
  const membership = agency ?? (first === undefined ? null : { id: first.id, name: first.name })
  const toForm = (record: User) => userFormOf(record, membership, roleIn(record, membership?.id ?? null))
  // The user, and the agencies (a role or agency change moves the member counts).
  const { run } = useApiAction({ invalidates: [userKeys.all, agencyKeys.all] })
  const alerts = useAlerts()
  const isSuperAdmin = editor === "admin"
  const form = useUserForm({
    initial: toForm(user),
    mode: "edit",
    isSuperAdmin,
    onSubmit: async (values, formApi) => {
      alerts.clear()
      const exit = await run(updateUser(user.id, { ...updatePayload(values, isSuperAdmin), lock_version: version.lockVersion }))
      if (Exit.isSuccess(exit)) {
        alerts.show({ type: "success", content: USER_UPDATED })
        onDone()
        return
      }
      Option.map(failureOf(exit.cause), (error) => {
        if (version.catchStale(error)) return
        // A refused field is also shown beside it; the danger alert carries the message (spec 1 section 8).
        if (error.status === 422) showServerFaults(formApi, error)
        alerts.show({ type: "danger", content: error.message })
      })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  const version = useFormRecordVersion(form, {
    record: user,
    toForm,
    reread: readUser(user.id)
  })

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
      aria-labelledby="edit-user-heading"
    >
      <h3 id="edit-user-heading" className={styles.heading}>
        {EDIT_TITLE}
      </h3>
      <UserFormFields mode="edit" granter={editor} form={form} />
      <ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />
      <div className={styles.buttons}>
        <Button type="submit" isPending={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onPress={onDone} isDisabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
