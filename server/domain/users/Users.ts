// The users drawer's server side (spec 1 sections 5 and 6, spec 2 sections 2, 5 and 6): listing members,
// editing and removing them, creating super admins and inviting people into an agency.
// Who may do what:
//   super admin   every user, any role, any agency; creates admins directly with a password
//   agency admin  the members of the agencies they administer; grants agency-admin or user there;
//                 never touches super admins, sr_beta or is_support
//   user          lists the members of their agencies; invites users (role user only); edits nobody
// Each use case lives in its own module of this folder; the service puts them together.
import { Effect } from "effect"

import { createAdmin } from "./createAdmin.ts"
import { inviteUser } from "./inviteUser.ts"
import { INVITATION_DAYS, roleLabel } from "./issueInvitation.ts"
import { listUsers } from "./listUsers.ts"
import { removeUser } from "./removeUser.ts"
import { updateUser } from "./updateUser.ts"

export { INVITATION_DAYS, roleLabel }

export class Users extends Effect.Service<Users>()("server/domain/Users", {
  effect: Effect.gen(function* () {
    const { list, get } = yield* listUsers
    return {
      list,
      get,
      createAdmin: yield* createAdmin,
      invite: yield* inviteUser,
      update: yield* updateUser,
      remove: yield* removeUser
    } as const
  })
}) {}
