// The support side of task requests: support staff list every agency's requests, take them on or give
// them back, change their status and comment. Every change flags the request for its requester, adds a
// personal What's New entry for them and mails them (requesterNotice.ts).
import { Effect } from "effect"

import { type CommentPayload, type SupportTaskListParams, type SupportTaskUpdatePayload, TASK_STATUS_LABELS } from "#contract/task-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { TaskRepo } from "../../db/repos/TaskRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { taskRef, userRef } from "../activity/subjects.ts"
import { requireSupport } from "../policy/Policy.ts"
import * as M from "./messages.ts"
import { requesterNotice } from "./requesterNotice.ts"
import { invalid, taskReads } from "./taskReads.ts"

export const supportTasks = Effect.gen(function* () {
  const repo = yield* TaskRepo
  const activity = yield* ActivityLogRepo
  const tx = yield* Transaction
  const { detail, load, reload, page, baseQuery } = yield* taskReads
  const { noticeForRequester, announce } = yield* requesterNotice

  const supportList = (user: User, params: SupportTaskListParams) =>
    Effect.gen(function* () {
      yield* requireSupport(user)
      const query = yield* baseQuery(params)
      const assignee = params.assignee === "me" ? user.id : params.assignee
      const result = yield* page({ ...query, agencyId: params.agency_id, portalId: params.portal_id, assignee })
      return { ...result, quota: null }
    })

  const supportFacets = (user: User) =>
    Effect.zipRight(
      requireSupport(user),
      Effect.map(repo.facets(), (data) => ({ data }))
    )

  const supportGet = (user: User, id: number) => Effect.zipRight(requireSupport(user), reload(id))

  const supportUpdate = (user: User, id: number, payload: SupportTaskUpdatePayload) =>
    Effect.gen(function* () {
      yield* requireSupport(user)
      if (payload.assignee === undefined && payload.status === undefined) return yield* invalid(["assignee", "status"], M.NOTHING_TO_CHANGE)
      const task = yield* load(id)
      const assigneeId = payload.assignee === undefined ? undefined : payload.assignee === "me" ? user.id : null
      const assigning = assigneeId !== undefined && assigneeId !== (task.assignee?.id ?? null)
      const status = payload.status !== undefined && payload.status !== task.status ? payload.status : undefined
      if (!assigning && status === undefined) return yield* detail(task)
      const changes: Array<string> = []
      if (assigning)
        changes.push(
          assigneeId === null ? "Your request is waiting for a support agent again." : `${user.name} is now working on your request.`
        )
      if (status !== undefined) changes.push(`${user.name} changed the status to ${TASK_STATUS_LABELS[status]}.`)
      yield* tx.run(
        Effect.gen(function* () {
          yield* repo.update(id, { ...(assigning ? { assignee_id: assigneeId } : {}), ...(status === undefined ? {} : { status }) })
          if (assigning) yield* repo.addEvent(id, user.id, assigneeId === null ? "unassigned" : "assigned")
          if (status !== undefined) yield* repo.addEvent(id, user.id, "status", task.status, status)
          yield* activity.record({
            event: "task updated by support",
            causer: userRef(user.id),
            subject: taskRef(id),
            properties: {
              ...(assigning ? { assignee_id: assigneeId } : {}),
              ...(status === undefined ? {} : { from_status: task.status, status })
            }
          })
          yield* noticeForRequester(task, user, changes)
        })
      )
      yield* announce(task, changes)
      return yield* reload(id)
    })

  const supportComment = (user: User, id: number, payload: CommentPayload) =>
    Effect.gen(function* () {
      yield* requireSupport(user)
      const task = yield* load(id)
      const changes = [`${user.name} commented: ${payload.body}`]
      yield* tx.run(
        Effect.gen(function* () {
          yield* repo.addComment(id, user.id, payload.body, true)
          yield* activity.record({
            event: "task commented",
            causer: userRef(user.id),
            subject: taskRef(id),
            properties: { from_support: true }
          })
          yield* noticeForRequester(task, user, changes)
        })
      )
      yield* announce(task, changes)
      return yield* reload(id)
    })

  return { supportList, supportFacets, supportGet, supportUpdate, supportComment } as const
})
