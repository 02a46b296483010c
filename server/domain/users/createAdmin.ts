// A super admin creates another super admin with a password, at once (POST /users, and POST /users/invite
// with role admin); the account and its log entry commit together.
import { Effect, Option } from "effect"

import type { User } from "#contract/user.ts"
import type { AdminCreatePayload } from "#contract/user-api.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword } from "../../lib/password.ts"
import { userRef } from "../activity/subjects.ts"
import { emailTakenAnswer } from "../email-taken.ts"
import { EMAIL_TAKEN } from "../messages.ts"
import { isAdmin } from "../policy/Policy.ts"
import * as M from "./messages.ts"
import { forbidden, invalid } from "./userAccess.ts"
import { UserView } from "./UserView.ts"

export const createAdmin = Effect.gen(function* () {
  const users = yield* UserRepo
  const activity = yield* ActivityLogRepo
  const view = yield* UserView
  const tx = yield* Transaction

  /** A super admin with a password, at once (POST /users, and POST /users/invite with role admin). */
  return (caller: User, input: AdminCreatePayload) =>
    Effect.gen(function* () {
      if (!isAdmin(caller)) return yield* forbidden()
      if (Option.isSome(yield* users.findByEmail(input.email))) return yield* invalid("email", EMAIL_TAKEN)
      const passwordHash = yield* hashPassword(input.password)
      const id = yield* tx.run(
        Effect.gen(function* () {
          const id = yield* users
            .insert({
              name: input.name,
              email: input.email,
              password_hash: passwordHash,
              is_admin: true,
              sr_beta: input.sr_beta ?? false,
              is_support: input.is_support ?? false
            })
            .pipe(Effect.catchTag("EmailTaken", emailTakenAnswer))
          yield* activity.record({
            event: "admin created",
            causer: userRef(caller.id),
            subject: userRef(id),
            properties: { email: input.email }
          })
          return id
        })
      )
      const user = yield* Effect.orDie(yield* view.byId(id))
      return { message: M.ADMIN_CREATED, user }
    })
})
