// The Users drawer (user menu → Users; spec 2 sections 2 and 4): it switches among three views, as the
// other admin drawers do: the list (with the pending invitations: Resend, Revoke), Add User and Edit User.
// Edit loads the user by id (a change made in another tab shows). Save and Cancel return to the list, which
// reloads, and focus goes back to the control that opened the view (Add User, or the user's Edit button).
import { type ReactNode, useState } from "react"

import { userQueries } from "@/entities/user"
import { InviteUserView } from "@/features/invite-user"
import { useApiQuery, type User } from "@/shared/api"
import { useFocusWhenShown, useListFocus } from "@/shared/lib/focus"
import { DeleteDialogs, type DeleteOutcome } from "@/shared/ui/dialog"
import { Drawer } from "@/shared/ui/drawer"
import { LoadedRecord } from "@/shared/ui/list-panel"

import { ADD_LABEL, DELETE_TEXTS, DELETED_TEXT, DELETED_TITLE, DRAWER_TITLE, WARNING_TITLE } from "../config/texts.ts"
import { type DeleteState, useDeleteUser } from "../model/useDeleteUser.ts"
import { useDrawerAgency } from "../model/useDrawerAgency.ts"
import { usePendingInvitations } from "../model/usePendingInvitations.ts"
import { useUserList } from "../model/useUserList.ts"
import { EditUserView } from "./EditUserView.tsx"
import { PendingInvitationsView } from "./PendingInvitationsView.tsx"
import { UserListView } from "./UserListView.tsx"

type View = { readonly kind: "list" } | { readonly kind: "add" } | { readonly kind: "edit"; readonly user: User }

const editLabel = (user: Pick<User, "name">) => `Edit ${user.name}`

export function UsersDrawer() {
  return (
    <Drawer name="user" title={DRAWER_TITLE} width="min(1100px, 100vw)">
      <UsersDrawerBody />
    </Drawer>
  )
}

function UsersDrawerBody() {
  const context = useDrawerAgency()
  const listed = context.agencies.map((agency) => agency.id)
  const list = useUserList(listed)
  const invitations = usePendingInvitations(context.agency?.id ?? null)
  const [view, setView] = useState<View>({ kind: "list" })
  const changed = () => {
    list.result.reload()
    invitations.reload()
    context.refreshCount()
  }
  // The deleted row had focus: keep it in the drawer so that Escape still closes it.
  const focus = useListFocus(changed)
  const deletion = useDeleteUser(context.agency?.id ?? null, focus.afterDelete, listed)
  const focusWhenShown = useFocusWhenShown(focus.ref)
  /** `focusOn`: the control that takes focus once the list shows it again (the view that had focus is gone). */
  const backToList = (focusOn: string) => {
    setView({ kind: "list" })
    focusWhenShown(focusOn)
  }

  if (view.kind === "add") {
    return (
      <InviteUserView
        onInvited={() => {
          changed()
          backToList(ADD_LABEL)
        }}
        onCancel={() => backToList(ADD_LABEL)}
        granter={context.myRole}
        agency={context.agency}
      />
    )
  }
  if (view.kind === "edit") {
    return (
      <EditUser
        key={view.user.id}
        id={view.user.id}
        render={(user) => (
          <EditUserView
            user={user}
            agency={context.agency}
            editor={context.myRole}
            onDone={() => {
              list.result.reload()
              backToList(editLabel(user))
            }}
          />
        )}
      />
    )
  }
  return (
    <>
      <UserListView
        context={context}
        list={list}
        onAdd={() => setView({ kind: "add" })}
        onEdit={(user) => setView({ kind: "edit", user })}
        onDelete={deletion.ask}
        listRef={focus.ref}
      />
      <PendingInvitationsView
        state={
          invitations.state.status === "success" && listed.length > 1
            ? { status: "success", data: invitations.state.data.filter((row) => listed.includes(row.agency.id)) }
            : invitations.state
        }
        busy={invitations.busy}
        onResend={invitations.resend}
        onRevoke={invitations.revoke}
      />
      <DeleteDialogs
        texts={DELETE_TEXTS}
        isAsking={deletion.state.kind === "confirm"}
        isPending={deletion.isPending}
        onConfirm={deletion.confirm}
        outcome={outcomeOf(deletion.state)}
        onClose={() => {
          deletion.close()
          focus.keepFocus()
        }}
      />
    </>
  )
}

/** 'Deleted!' after a delete; 'Warning!' with the server's reason when it refused (deleting oneself). */
const outcomeOf = (state: DeleteState): DeleteOutcome | null =>
  state.kind === "deleted"
    ? { tone: "success", title: DELETED_TITLE, text: DELETED_TEXT }
    : state.kind === "warning"
      ? { tone: "warning", title: WARNING_TITLE, text: state.message }
      : null

function EditUser({ id, render }: { id: number; render: (user: User) => ReactNode }) {
  const user = useApiQuery(userQueries.record(id), { fresh: true })
  return (
    <LoadedRecord result={user} loadingLabel="Loading the user…" errorTitle="The user could not be loaded.">
      {render}
    </LoadedRecord>
  )
}
