// The Users drawer (user menu → Users; spec 2 section 2): the list, the Add User modal and the edit view.
// Save and Cancel return to the list, which reloads.
import { useState } from "react"
import { InviteUserModal } from "@/features/invite-user"
import type { User } from "@/shared/api"
import { Drawer } from "@/shared/ui/drawer"
import { DRAWER_TITLE } from "../config/texts.ts"
import { useDeleteUser } from "../model/useDeleteUser.ts"
import { useDrawerAgency } from "../model/useDrawerAgency.ts"
import { useUserList } from "../model/useUserList.ts"
import { DeleteUserDialogs } from "./DeleteUserDialogs.tsx"
import { EditUserView } from "./EditUserView.tsx"
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
  const list = useUserList(context.agency?.id ?? null)
  const [editing, setEditing] = useState<User | null>(null)
  const [inviting, setInviting] = useState(false)
  const changed = () => {
    list.result.reload()
    context.refreshCount()
  }
  const deletion = useDeleteUser(context.agency?.id ?? null, changed)

  if (editing !== null) {
    return (
      <EditUserView
        user={editing}
        agency={context.agency}
        editor={context.myRole}
        onDone={() => {
          setEditing(null)
          list.result.reload()
        }}
      />
    )
  }
  return (
    <>
      <UserListView context={context} list={list} onAdd={() => setInviting(true)} onEdit={setEditing} onDelete={deletion.ask} />
      <InviteUserModal isOpen={inviting} onClose={() => setInviting(false)} onInvited={changed} granter={context.myRole} agency={context.agency} />
      <DeleteUserDialogs deletion={deletion} />
    </>
  )
}
