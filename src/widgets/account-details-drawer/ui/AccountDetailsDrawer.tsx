// Account Details for agency admins and users (spec 2 section 2): the form saves with PUT /users/me, the
// user is then loaded again and 'Account details have been updated!' shows. The Delete Account section
// deletes the agency or the user's account; the user is then logged out and sent to /. A new email is
// not applied at once: the server mails a confirmation link to it, and the screen says so. A save sends the
// account's version; when the account changed since the form opened, the conflict notice offers Reload.
import { Exit, Option } from "effect"
import { useAtomValue, useStore } from "jotai"
import { useState } from "react"

import { activeAgencyIdAtom, agencyKeys } from "@/entities/agency"
import { currentUserAtom, fetchCurrentUser, reloadCurrentUser } from "@/entities/session"
import { userKeys } from "@/entities/user"
import { DeleteAccountSection, DELETED_TITLE } from "@/features/delete-account"
import { useLogout } from "@/features/logout"
import { apiQueryOptions, failureOf, useApiAction, useApiQuery, type User, useRuntime } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { Drawer, useDrawer } from "@/shared/ui/drawer"

import { agencyLogo } from "../api/agencyLogo.ts"
import { updateAccount } from "../api/updateAccount.ts"
import {
  ACCOUNT_UPDATED,
  type AccountFormErrors,
  type AccountFormValue,
  fieldErrorOf,
  needsCurrentPassword,
  pendingEmailNotice,
  toPayload,
  validateAccount
} from "../model/accountForm.ts"
import { AccountDetailsForm } from "./AccountDetailsForm.tsx"

export function AccountDetailsDrawer() {
  return (
    <Drawer name="account-detail" title="Account Details" width={560}>
      <AccountDetailsBody />
    </Drawer>
  )
}

/** The agency the screen is about: the one whose menu item opened it, else the user's current one. */
const agencyOf = (user: User, activeAgencyId: number | null) =>
  user.agencies.find((agency) => agency.id === activeAgencyId) ?? user.agency ?? user.agencies[0] ?? null

function AccountDetailsBody() {
  const user = useAtomValue(currentUserAtom)
  const activeAgencyId = useAtomValue(activeAgencyIdAtom)
  if (user === null) return null
  return <AccountDetailsEditor key={user.id} user={user} activeAgencyId={activeAgencyId} />
}

const accountFormOf = (user: User): AccountFormValue => ({
  name: user.name,
  email: user.email,
  password: "",
  editingPassword: false,
  currentPassword: "",
  cover: undefined
})

function AccountDetailsEditor({ user, activeAgencyId }: { user: User; activeAgencyId: number | null }) {
  const store = useStore()
  const runtime = useRuntime()
  const agency = agencyOf(user, activeAgencyId)
  // The user (the session's copy is reloaded below) and the agency the form names (its logo).
  const action = useApiAction({ invalidates: [userKeys.record(user.id), ...(agency === null ? [] : [agencyKeys.record(agency.id)])] })
  const alerts = useAlerts()
  const drawer = useDrawer()
  const { logout } = useLogout()
  const [value, setValue] = useState<AccountFormValue>(() => accountFormOf(user))
  const version = useRecordVersion({ record: user, toForm: accountFormOf, reread: fetchCurrentUser, value, setValue })
  const [errors, setErrors] = useState<AccountFormErrors>({})

  const isAdmin = user.roles.some((role) => role.name === "admin")
  const managesAgency = isAdmin || agency?.role.name === "agency-admin"
  // The server stores a logo only for the agency's admins, on a plan with custom logos.
  const showsLogo = agency !== null && managesAgency && agency.plan.custom_logo === "yes"
  const logo = useApiQuery(showsLogo && agency !== null ? apiQueryOptions(agencyKeys.logo(agency.id), agencyLogo(agency.id)) : null)
  const currentLogo = showsLogo ? (logo.status === "success" ? logo.data : null) : undefined

  const save = async () => {
    const found = validateAccount(value, user)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    // Spec 2 section 4: the alerts are closed at the start of each save.
    alerts.clear()
    const exit = await action.run(updateAccount({ ...toPayload(value, agency?.id ?? null, user), lock_version: version.lockVersion }))
    if (Exit.isFailure(exit)) {
      Option.map(failureOf(exit.cause), (error) => {
        if (version.catchStale(error)) return
        const message = error.serverMessage ?? error.message
        setErrors(fieldErrorOf(message))
        alerts.show({ type: "danger", content: message })
      })
      return
    }
    version.saved(exit.value.user)
    await reloadCurrentUser(store, runtime)
    // The stored email stays until the link is opened, so the field shows it again.
    setValue((current) => ({
      ...current,
      email: exit.value.user.email,
      password: "",
      editingPassword: false,
      currentPassword: "",
      cover: undefined
    }))
    alerts.show({ type: "success", content: ACCOUNT_UPDATED })
    if (exit.value.pendingEmail !== null) alerts.show({ type: "warning", content: pendingEmailNotice(exit.value.pendingEmail) })
  }

  const onDeleted = (message: string) => {
    alerts.show({
      type: "success",
      content: (
        <>
          <strong>{DELETED_TITLE}</strong> {message}
        </>
      ),
      handOver: "page"
    })
    drawer.close()
    void logout()
  }

  return (
    <AccountDetailsForm
      value={value}
      errors={errors}
      asksCurrentPassword={needsCurrentPassword(value, user)}
      onChange={(next) => {
        // Leaving the password edit drops its complaints with it.
        if (value.editingPassword && !next.editingPassword)
          setErrors(({ password: _password, current_password: _current, ...rest }) => rest)
        setValue(next)
      }}
      onSave={() => void save()}
      isSaving={action.isPending}
      currentLogo={currentLogo}
      notice={<ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />}
      footer={
        <DeleteAccountSection agencyId={agency?.id ?? null} mayDeleteAgency={managesAgency && agency !== null} onDeleted={onDeleted} />
      }
    />
  )
}
