// Task requests: agency admins of SaaS agencies submit and follow requests about their
// portals; support staff work on every agency's. Every change writes the activity log in the same
// transaction; every support change flags the request for the requester, adds a personal What's New
// entry for them and mails them; a requester's comment notifies the assigned support agent in the app.
import { Clock, Effect, Option } from "effect"

import { NotFound, Unprocessable } from "#contract/errors.ts"
import {
  type CommentPayload,
  OPEN_TASK_STATUSES,
  type SupportTaskListParams,
  type SupportTaskUpdatePayload,
  TASK_PAGE_SIZE,
  TASK_STATUS_LABELS,
  type TaskCreatePayload,
  type TaskListParams,
  TaskSortBy,
  type TaskStatus,
  type TaskUpdatePayload
} from "#contract/task-api.ts"
import type { User } from "#contract/user.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { publicTask, type TaskQuery, TaskRepo, type TaskRow } from "../../db/repos/TaskRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { taskRef, userRef } from "../activity/subjects.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { Mailer } from "../mail/Mailer.ts"
import { NOT_FOUND } from "../messages.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"
import { forbidden, isAdmin, mayRequestTasksFor, requesterAgency, requireSupport } from "../policy/Policy.ts"
import { checkDueDate } from "./dueDate.ts"
import * as M from "./messages.ts"
import { supportTaskPath, taskLink, taskPath, taskUpdateMail } from "./taskMail.ts"

const notFound = () => new NotFound({ message: NOT_FOUND })
const invalid = (field: string | ReadonlyArray<string>, message: string) => Unprocessable.field(field, message)

const isOpen = (status: TaskStatus) => OPEN_TASK_STATUSES.includes(status)
const isSortBy = (value: string): value is TaskSortBy => (TaskSortBy as ReadonlyArray<string>).includes(value)

export class Tasks extends Effect.Service<Tasks>()("server/domain/Tasks", {
  effect: Effect.gen(function* () {
    const repo = yield* TaskRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transaction
    const mailer = yield* Mailer
    const notices = yield* PersonalNotices
    const { appUrl } = yield* PublicUrl
    const limiter = yield* RateLimiter
    const { taskMailPerEmail } = (yield* AppConfig).mailRateLimits

    const detail = (task: TaskRow) =>
      Effect.map(Effect.all([repo.comments(task.id), repo.events(task.id)]), ([comments, events]) => ({
        ...publicTask(task),
        comments,
        events
      }))

    const load = (id: number) =>
      Effect.flatMap(repo.find(id), Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))

    const reload = (id: number) => Effect.flatMap(load(id), detail)

    const page = (query: TaskQuery) =>
      Effect.map(repo.list(query), ({ rows, total }) => ({
        data: rows.map(publicTask),
        meta: {
          pagination: {
            total,
            count: rows.length,
            per_page: query.limit,
            current_page: query.page,
            total_pages: Math.max(1, Math.ceil(total / query.limit))
          }
        }
      }))

    const baseQuery = (params: TaskListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "created_at"
        if (!isSortBy(sortBy)) return yield* invalid("sort_by", M.SORT_INVALID)
        return {
          status: params.status,
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "desc",
          page: params.page ?? 1,
          limit: params.limit ?? TASK_PAGE_SIZE
        } satisfies TaskQuery
      })

    // --- the requester's side -------------------------------------------------------------------

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

    const create = (user: User, payload: TaskCreatePayload) =>
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

    // --- the support side -----------------------------------------------------------------------

    /**
     * Flags the request for its requester and adds their personal What's New entry (inside the
     * change's transaction); announce() then pings their browsers and mails them, after the commit.
     */
    const noticeForRequester = (task: TaskRow, author: User, changes: ReadonlyArray<string>) =>
      Effect.zipRight(
        repo.update(task.id, { requester_unread: true }),
        task.requester === null
          ? Effect.void
          : notices.add({
              recipientId: task.requester.id,
              title: `Update on your request "${task.title}"`,
              lines: changes,
              author: author.name,
              link: taskPath(task.id)
            })
      )

    /** Demo identities get no mail. */
    const announce = (task: TaskRow, changes: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        if (task.requester === null) return
        yield* notices.ping(task.requester.id)
        if (task.requester_email === null || task.requester_is_demo) return
        // A burst of changes mails the requester up to the limit; the in-app notice above always comes.
        if (!(yield* limiter.allows([{ key: `task-mail:email:${emailKey(task.requester_email)}`, ...taskMailPerEmail }]))) return
        yield* mailer.send(
          taskUpdateMail({
            to: task.requester_email,
            requesterName: task.requester.name,
            title: task.title,
            changes,
            link: taskLink(appUrl, task.id)
          })
        )
      })

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
        if (payload.assignee === undefined && payload.status === undefined)
          return yield* invalid(["assignee", "status"], M.NOTHING_TO_CHANGE)
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

    return { list, get, create, update, comment, supportList, supportFacets, supportGet, supportUpdate, supportComment } as const
  })
}) {}
