// The Users drawer (user menu → Users; spec 2 section 2): the list, the pending invitations (Resend,
// Revoke), the Add User modal and the edit view.
// Edit loads the user by id (a change made in another tab shows); Save and Cancel return to the list.
import { type ReactNode, useState } from "react"

import { userQueries } from "@/entities/user"
import { InviteUserModal } from "@/features/invite-user"
import { useApiQuery, type User } from "@/shared/api"
import { useListFocus } from "@/shared/lib/focus"
import { DeleteDialogs, type DeleteOutcome } from "@/shared/ui/dialog"
import { Drawer } from "@/shared/ui/drawer"
import { LoadedRecord } from "@/shared/ui/list-panel"

import { DELETE_TEXTS, DELETED_TEXT, DELETED_TITLE, DRAWER_TITLE, WARNING_TITLE } from "../config/texts.ts"
import { type DeleteState, useDeleteUser } from "../model/useDeleteUser.ts"
import { useDrawerAgency } from "../model/useDrawerAgency.ts"
import { usePendingInvitations } from "../model/usePendingInvitations.ts"
import { useUserList } from "../model/useUserList.ts"
import { EditUserView } from "./EditUserView.tsx"
import { PendingInvitationsView } from "./PendingInvitationsView.tsx"
import { UserListView } from "./UserListView.tsx"

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
  const [editing, setEditing] = useState<User | null>(null)
  const [inviting, setInviting] = useState(false)
  const changed = () => {
    list.result.reload()
    invitations.reload()
    context.refreshCount()
  }
  // The deleted row had focus: keep it in the drawer so that Escape still closes it.
  const focus = useListFocus(changed)
  const deletion = useDeleteUser(context.agency?.id ?? null, focus.afterDelete, listed)

  if (editing !== null) {
    return (
      <EditUser
        key={editing.id}
        id={editing.id}
        render={(user) => (
          <EditUserView
            user={user}
            agency={context.agency}
            editor={context.myRole}
            onDone={() => {
              setEditing(null)
              list.result.reload()
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
        onAdd={() => setInviting(true)}
        onEdit={setEditing}
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
      <InviteUserModal
        isOpen={inviting}
        onClose={() => setInviting(false)}
        onInvited={changed}
        granter={context.myRole}
        agency={context.agency}
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
