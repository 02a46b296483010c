// The edit view (spec 1 sections 5 and 8): Name, Email and Role required; agency, portal access, Ditto
// Access and Support Team as the editor's role allows. Save shows 'The user was updated'; Save and
// Cancel return to the list, which reloads. A stale save shows the conflict notice with Reload.
import { Exit, Option } from "effect"
import type { FormEvent } from "react"

import { agencyKeys } from "@/entities/agency"
import { readUser, roleIn, updateUser, userKeys } from "@/entities/user"
import { type AgencyChoice, updatePayload, USER_UPDATED, UserFormFields, userFormOf, useUserForm } from "@/features/invite-user"
import { failureOf, type RoleName, useApiAction, type User } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"

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
  const form = useUserForm(toForm(user), "edit")
  const version = useRecordVersion({ record: user, toForm, reread: readUser(user.id), value: form.values, setValue: form.replace })
  // The user, and the agencies (a role or agency change moves the member counts).
  const { isPending, run } = useApiAction({ invalidates: [userKeys.all, agencyKeys.all] })
  const alerts = useAlerts()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    alerts.clear()
    if (!form.check()) return
    const exit = await run(updateUser(user.id, { ...updatePayload(form.values, editor === "admin"), lock_version: version.lockVersion }))
    if (Exit.isSuccess(exit)) {
      alerts.show({ type: "success", content: USER_UPDATED })
      onDone()
      return
    }
    Option.map(failureOf(exit.cause), (error) => version.catchStale(error) || alerts.show({ type: "danger", content: error.message }))
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-labelledby="edit-user-heading">
      <h3 id="edit-user-heading" className={styles.heading}>
        {EDIT_TITLE}
      </h3>
      <UserFormFields mode="edit" granter={editor} values={form.values} errors={form.errors} onChange={form.change} />
      <ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />
      <div className={styles.buttons}>
        <Button type="submit" isPending={isPending}>
          Save
        </Button>
        <Button variant="secondary" onPress={onDone} isDisabled={isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
