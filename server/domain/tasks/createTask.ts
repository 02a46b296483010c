// An agency admin submits a request about one of their agency's portals: the due date may not be past,
// and the agency's open requests stay within its quota, counted under a lock so that concurrent
// submissions cannot both take the last place. The request, its first event and the log entry commit together.
import { Clock, Effect } from "effect"

import type { TaskCreatePayload } from "#contract/task-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { TaskRepo } from "../../db/repos/TaskRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { taskRef, userRef } from "../activity/subjects.ts"
import { forbidden, requesterAgency } from "../policy/Policy.ts"
import { checkDueDate } from "./dueDate.ts"
import * as M from "./messages.ts"
import { invalid, taskReads } from "./taskReads.ts"

export const createTask = Effect.gen(function* () {
  const repo = yield* TaskRepo
  const activity = yield* ActivityLogRepo
  const tx = yield* Transaction
  const { reload } = yield* taskReads

  return (user: User, payload: TaskCreatePayload) =>
    Effect.gen(function* () {
      const agency = requesterAgency(user)
      if (agency === undefined) return yield* forbidden()
      if (!(yield* repo.portalOfAgency(payload.portal_id, agency.id))) return yield* invalid("portal_id", M.NOT_OWN_PORTAL)
      const dueDate = payload.due_date ?? null
      if (dueDate !== null) {
        const check = checkDueDate(dueDate, yield* Clock.currentTimeMillis)
        if (check === "invalid") return yield* invalid("due_date", M.DUE_DATE_INVALID)
        if (check === "past") return yield* invalid("due_date", M.DUE_DATE_PAST)
      }
      const id = yield* tx.run(
        Effect.gen(function* () {
          const quota = yield* repo.lockQuota(agency.id)
          if (quota.limit <= 0) return yield* invalid("body", M.TASKS_NOT_ENABLED)
          if (quota.open >= quota.limit) return yield* invalid("body", M.taskLimitReached(quota.limit))
          const id = yield* repo.insert({
            agency_id: agency.id,
            portal_id: payload.portal_id,
            requester_id: user.id,
            title: payload.title,
            description: payload.description,
            priority: payload.priority ?? "normal",
            due_date: dueDate,
            attachments: payload.attachments ?? []
          })
          yield* repo.addEvent(id, user.id, "created", null, "new")
          yield* activity.record({
            event: "task created",
            causer: userRef(user.id),
            subject: taskRef(id),
            properties: {
              agency_id: agency.id,
              portal_id: payload.portal_id,
              title: payload.title,
              priority: payload.priority ?? "normal"
            }
          })
          return id
        })
      )
      return yield* reload(id)
    })
})
