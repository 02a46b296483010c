// The requester's side of task requests: an agency admin of a SaaS agency lists, reads, edits, cancels and
// comments on their agency's requests (a super admin only reads them). Opening a request clears the
// requester's notice; a requester's comment notifies the assigned support agent in the app.
import { Effect } from "effect"

import {
  type CommentPayload,
  OPEN_TASK_STATUSES,
  type TaskListParams,
  type TaskStatus,
  type TaskUpdatePayload
} from "#contract/task-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { TaskRepo } from "../../db/repos/TaskRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { taskRef, userRef } from "../activity/subjects.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"
import { forbidden, isAdmin, mayRequestTasksFor, requesterAgency } from "../policy/Policy.ts"
import * as M from "./messages.ts"
import { supportTaskPath, taskPath } from "./taskMail.ts"
import { invalid, notFound, taskReads } from "./taskReads.ts"

const isOpen = (status: TaskStatus) => OPEN_TASK_STATUSES.includes(status)

export const requesterTasks = Effect.gen(function* () {
  const repo = yield* TaskRepo
  const activity = yield* ActivityLogRepo
  const tx = yield* Transaction
  const notices = yield* PersonalNotices
  const { detail, load, reload, page, baseQuery } = yield* taskReads

  const list = (user: User, params: TaskListParams) =>
    Effect.gen(function* () {
      const agency = requesterAgency(user)
      if (agency === undefined && !isAdmin(user)) return yield* forbidden()
      const query = yield* baseQuery(params)
      // A super admin without a SaaS agency of their own reads every agency's requests.
      const result = yield* page({ ...query, agencyId: agency?.id })
      const quota =
        agency === undefined
          ? null
          : { agency_id: agency.id, open: yield* repo.countOpen(agency.id), limit: yield* repo.agencyLimit(agency.id) }
      return { ...result, quota }
    })

  /** A request the caller may read on the requester's side; opening it clears the requester's notice. */
  const readable = (user: User, id: number) =>
    Effect.gen(function* () {
      if (requesterAgency(user) === undefined && !isAdmin(user)) return yield* forbidden()
      const task = yield* load(id)
      if (mayRequestTasksFor(user, task.agency.id)) return task
      if (isAdmin(user)) return task
      return yield* notFound()
    })

  const get = (user: User, id: number) =>
    Effect.gen(function* () {
      const task = yield* readable(user, id)
      if (task.unread && mayRequestTasksFor(user, task.agency.id)) {
        yield* tx.run(Effect.zipRight(repo.markSeen(id), notices.seen(user.id, taskPath(id))))
        return yield* detail({ ...task, unread: false })
      }
      return yield* detail(task)
    })

  /** Only the agency's admins change a request from this side (a super admin only reads it). */
  const writable = (user: User, id: number) =>
    Effect.gen(function* () {
      const task = yield* readable(user, id)
      if (!mayRequestTasksFor(user, task.agency.id)) return yield* forbidden()
      return task
    })

  const update = (user: User, id: number, payload: TaskUpdatePayload) =>
    Effect.gen(function* () {
      const task = yield* writable(user, id)
      const edits = {
        ...(payload.title === undefined ? {} : { title: payload.title }),
        ...(payload.description === undefined ? {} : { description: payload.description }),
        ...(payload.attachments === undefined ? {} : { attachments: payload.attachments })
      }
      const editing = Object.keys(edits).length > 0
      if (editing && task.status !== "new") return yield* invalid(Object.keys(edits), M.EDIT_ONLY_NEW)
      const cancelling = payload.status === "cancelled"
      if (cancelling && !isOpen(task.status)) return yield* invalid("status", M.CANCEL_ONLY_OPEN)
      if (!editing && !cancelling) return yield* detail(task)
      yield* tx.run(
        Effect.gen(function* () {
          yield* repo.update(id, { ...edits, ...(cancelling ? { status: "cancelled" as const } : {}) })
          if (editing) yield* repo.addEvent(id, user.id, "edited")
          if (cancelling) yield* repo.addEvent(id, user.id, "status", task.status, "cancelled")
          yield* activity.record({
            event: cancelling ? "task cancelled" : "task updated",
            causer: userRef(user.id),
            subject: taskRef(id),
            properties: { ...edits, ...(cancelling ? { status: "cancelled" } : {}) }
          })
        })
      )
      return yield* reload(id)
    })

  const comment = (user: User, id: number, payload: CommentPayload) =>
    Effect.gen(function* () {
      const task = yield* writable(user, id)
      // The support agent working on it hears of the answer in the app.
      const assignee = task.assignee !== null && task.assignee.id !== user.id ? task.assignee : null
      yield* tx.run(
        Effect.all([
          repo.addComment(id, user.id, payload.body, false),
          repo.update(id, {}),
          activity.record({
            event: "task commented",
            causer: userRef(user.id),
            subject: taskRef(id),
            properties: { from_support: false }
          }),
          assignee === null
            ? Effect.void
            : notices.add({
                recipientId: assignee.id,
                title: `New comment on "${task.title}"`,
                lines: [`${user.name} (${task.agency.name}) commented: ${payload.body}`],
                author: user.name,
                link: supportTaskPath(id)
              })
        ])
      )
      if (assignee !== null) yield* notices.ping(assignee.id)
      return yield* reload(id)
    })

  return { list, get, update, comment } as const
})
