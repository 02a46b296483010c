// Each signed-in user's own choice of the daily digest mail (off until they turn it on); a change and its
// activity-log entry commit together, and setting what is already set changes (and logs) nothing.
import { Effect } from "effect"

import type { DigestSetting } from "#contract/notification-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { DigestRepo } from "../../db/repos/DigestRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"

export class DigestPreferences extends Effect.Service<DigestPreferences>()("server/domain/DigestPreferences", {
  effect: Effect.gen(function* () {
    const digests = yield* DigestRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    const get = (user: User) => Effect.map(digests.preference(user.id), (daily) => ({ data: { daily } }))

    const set = (user: User, setting: DigestSetting) =>
      transaction.run(
        Effect.gen(function* () {
          if (yield* digests.setPreference(user.id, setting.daily)) {
            yield* activity.record({
              event: "notifications.digest",
              causer: userRef(user.id),
              subject: userRef(user.id),
              properties: { daily: setting.daily }
            })
          }
          return { data: { daily: setting.daily } }
        })
      )

    return { get, set } as const
  })
}) {}
