// Account Details for agency admins and users (spec 2 section 2): the form saves with PUT /users/me, the
// user is then loaded again and 'Account details have been updated!' shows. The Delete Account section
// deletes the agency or the user's account; the user is then logged out and sent to /. A new email is
// not applied at once: the server mails a confirmation link to it, and the screen says so. A save sends the
// account's version; when the account changed since the form opened, the conflict notice offers Reload.
import { useAtomValue } from "jotai"

import { activeAgencyIdAtom, agencyKeys } from "@/entities/agency"
import { currentUserAtom } from "@/entities/session"
import { DeleteAccountSection, DELETED_TITLE } from "@/features/delete-account"
import { useLogout } from "@/features/logout"
import { apiQueryOptions, useApiQuery, type User } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { Drawer, useDrawer } from "@/shared/ui/drawer"

import { agencyLogo } from "../api/agencyLogo.ts"
import { useAccountForm } from "../model/useAccountForm.ts"
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

function AccountDetailsEditor({ user, activeAgencyId }: { user: User; activeAgencyId: number | null }) {
  const agency = agencyOf(user, activeAgencyId)
  const alerts = useAlerts()
  const drawer = useDrawer()
  const { logout } = useLogout()
  const { form, isSaving, version } = useAccountForm(user, agency?.id ?? null)

  const isAdmin = user.roles.some((role) => role.name === "admin")
  const managesAgency = isAdmin || agency?.role.name === "agency-admin"
  // The server stores a logo only for the agency's admins, on a plan with custom logos.
  const showsLogo = agency !== null && managesAgency && agency.plan.custom_logo === "yes"
  const logo = useApiQuery(showsLogo && agency !== null ? apiQueryOptions(agencyKeys.logo(agency.id), agencyLogo(agency.id)) : null)
  const currentLogo = showsLogo ? (logo.status === "success" ? logo.data : null) : undefined

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
      form={form}
      owner={user}
      isSaving={isSaving}
      currentLogo={currentLogo}
      notice={<ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />}
      footer={
        <DeleteAccountSection agencyId={agency?.id ?? null} mayDeleteAgency={managesAgency && agency !== null} onDeleted={onDeleted} />
      }
    />
  )
}
