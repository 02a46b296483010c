// Task requests with their comment threads and status history (tables of migration 0013).
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import type { Task, TaskComment, TaskEvent, TaskPriority, TaskSortBy, TaskStatus } from "#contract/task-api.ts"

import { containsPattern } from "./LayoutRepo.ts"

export interface TaskQuery {
  readonly agencyId?: number | undefined
  readonly portalId?: number | undefined
  readonly status?: TaskStatus | undefined
  /** A user id, or "none" for unassigned ones. */
  readonly assignee?: number | "none" | undefined
  readonly keyword?: string | undefined
  readonly sortBy: TaskSortBy
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

export interface NewTask {
  readonly agency_id: number
  readonly portal_id: number
  readonly requester_id: number
  readonly title: string
  readonly description: string
  readonly priority: TaskPriority
  readonly due_date: string | null
  readonly attachments: ReadonlyArray<string>
}

export interface TaskChanges {
  readonly title?: string
  readonly description?: string
  readonly attachments?: ReadonlyArray<string>
  readonly status?: TaskStatus
  readonly assignee_id?: number | null
  readonly requester_unread?: boolean
}

/** A task with what the server needs beside the wire shape: where to mail the requester. */
export interface TaskRow extends Task {
  readonly requester_email: string | null
  readonly requester_is_demo: boolean
}

type FlatRow = Omit<Task, "agency" | "portal" | "requester" | "assignee"> & {
  readonly agency_id: number
  readonly agency_name: string
  readonly portal_id: number | null
  readonly portal_name: string | null
  readonly requester_id: number | null
  readonly requester_name: string | null
  readonly requester_email: string | null
  readonly requester_is_demo: boolean | null
  readonly assignee_id: number | null
  readonly assignee_name: string | null
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const taskColumns = `t.id, t.title, t.description, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') AS due_date,
  t.attachments, t.agency_id, a.name AS agency_name, t.portal_id, p.name AS portal_name,
  t.requester_id, r.name AS requester_name, r.email AS requester_email, r.is_demo AS requester_is_demo,
  t.assignee_id, s.name AS assignee_name,
  (SELECT count(*)::int FROM task_comments c WHERE c.task_id = t.id) AS comments_count,
  t.requester_unread AS unread, ${iso("t.created_at")} AS created_at, ${iso("t.updated_at")} AS updated_at`

const taskFrom = `tasks t JOIN agencies a ON a.id = t.agency_id LEFT JOIN portals p ON p.id = t.portal_id
  LEFT JOIN users r ON r.id = t.requester_id LEFT JOIN users s ON s.id = t.assignee_id`

const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name })

const toTask = (row: FlatRow): TaskRow => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  priority: row.priority,
  due_date: row.due_date,
  attachments: typeof row.attachments === "string" ? JSON.parse(row.attachments) : row.attachments,
  agency: { id: row.agency_id, name: row.agency_name },
  portal: person(row.portal_id, row.portal_name),
  requester: person(row.requester_id, row.requester_name),
  assignee: person(row.assignee_id, row.assignee_name),
  comments_count: row.comments_count,
  unread: row.unread,
  created_at: row.created_at,
  updated_at: row.updated_at,
  requester_email: row.requester_email,
  requester_is_demo: row.requester_is_demo === true
})

/** The wire shape: the requester's email stays on the server. */
export const publicTask = ({ requester_email: _email, requester_is_demo: _demo, ...task }: TaskRow): Task => task

// priority sorts by urgency, not alphabetically.
const sortExpression = (sortBy: TaskSortBy) =>
  sortBy === "priority" ? "array_position(ARRAY['low','normal','high','urgent'], t.priority)" : `t.${sortBy}`

export class TaskRepo extends Effect.Service<TaskRepo>()("server/db/TaskRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const list = (query: TaskQuery) =>
      Effect.gen(function* () {
        const clauses: Array<Statement.Fragment> = []
        if (query.agencyId !== undefined) clauses.push(sql`t.agency_id = ${query.agencyId}`)
        if (query.portalId !== undefined) clauses.push(sql`t.portal_id = ${query.portalId}`)
        if (query.status !== undefined) clauses.push(sql`t.status = ${query.status}`)
        if (query.assignee === "none") clauses.push(sql`t.assignee_id IS NULL`)
        else if (query.assignee !== undefined) clauses.push(sql`t.assignee_id = ${query.assignee}`)
        if (query.keyword !== undefined && query.keyword.trim() !== "") {
          const pattern = containsPattern(query.keyword)
          clauses.push(sql`(t.title ILIKE ${pattern} OR t.description ILIKE ${pattern} OR a.name ILIKE ${pattern})`)
        }
        const where = clauses.length === 0 ? sql`TRUE` : sql.and(clauses)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM ${sql.literal(taskFrom)} WHERE ${where}`
        const direction = query.sortDirection === "asc" ? "ASC" : "DESC"
        const order = sql.literal(`${sortExpression(query.sortBy)} ${direction} NULLS LAST, t.id ${direction}`)
        const rows = yield* sql<FlatRow>`
          SELECT ${sql.literal(taskColumns)} FROM ${sql.literal(taskFrom)} WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows: rows.map(toTask), total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const find = (id: number) =>
      sql<FlatRow>`SELECT ${sql.literal(taskColumns)} FROM ${sql.literal(taskFrom)} WHERE t.id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toTask)),
        Effect.orDie
      )

    const comments = (taskId: number) =>
      sql<{ id: number; body: string; from_support: boolean; created_at: string; user_id: number | null; user_name: string | null }>`
        SELECT c.id, c.body, c.from_support, ${sql.literal(iso("c.created_at"))} AS created_at, c.user_id, u.name AS user_name
        FROM task_comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.task_id = ${taskId} ORDER BY c.id`.pipe(
        Effect.map((rows): ReadonlyArray<TaskComment> =>
          rows.map((row) => ({
            id: row.id,
            body: row.body,
            from_support: row.from_support,
            created_at: row.created_at,
            author: person(row.user_id, row.user_name)
          }))
        ),
        Effect.orDie
      )

    const events = (taskId: number) =>
      sql<{
        id: number
        event: TaskEvent["event"]
        from_status: TaskStatus | null
        to_status: TaskStatus | null
        created_at: string
        user_id: number | null
        user_name: string | null
      }>`
        SELECT e.id, e.event, e.from_status, e.to_status, ${sql.literal(iso("e.created_at"))} AS created_at, e.user_id, u.name AS user_name
        FROM task_events e LEFT JOIN users u ON u.id = e.user_id WHERE e.task_id = ${taskId} ORDER BY e.id`.pipe(
        Effect.map((rows): ReadonlyArray<TaskEvent> =>
          rows.map((row) => ({
            id: row.id,
            event: row.event,
            from_status: row.from_status,
            to_status: row.to_status,
            created_at: row.created_at,
            author: person(row.user_id, row.user_name)
          }))
        ),
        Effect.orDie
      )

    /**
     * Locks the agency row for the rest of the transaction and answers its limit and open requests,
     * so two concurrent submissions cannot both pass the limit check.
     */
    const lockQuota = (agencyId: number) =>
      Effect.gen(function* () {
        const [agency] = yield* sql<{
          max_active_requests: number
        }>`SELECT max_active_requests FROM agencies WHERE id = ${agencyId} FOR UPDATE`
        const open = yield* countOpen(agencyId)
        return { limit: agency?.max_active_requests ?? 0, open }
      }).pipe(Effect.orDie)

    const countOpen = (agencyId: number) =>
      sql<{ total: number }>`
        SELECT count(*)::int AS total FROM tasks WHERE agency_id = ${agencyId} AND status IN ('new', 'in_progress', 'waiting_on_customer')`.pipe(
        Effect.map((rows) => rows[0]?.total ?? 0),
        Effect.orDie
      )

    const agencyLimit = (agencyId: number) =>
      sql<{ max_active_requests: number }>`SELECT max_active_requests FROM agencies WHERE id = ${agencyId}`.pipe(
        Effect.map((rows) => rows[0]?.max_active_requests ?? 0),
        Effect.orDie
      )

    const insert = (task: NewTask) =>
      sql<{ id: number }>`INSERT INTO tasks ${sql.insert({ ...task, attachments: JSON.stringify(task.attachments) })} RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, changes: TaskChanges) =>
      sql`UPDATE tasks SET ${sql.update({
        ...changes,
        ...(changes.attachments === undefined ? {} : { attachments: JSON.stringify(changes.attachments) }),
        updated_at: new Date()
      })} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const markSeen = (id: number) =>
      sql`UPDATE tasks SET requester_unread = false WHERE id = ${id} AND requester_unread`.pipe(Effect.asVoid, Effect.orDie)

    const addComment = (taskId: number, userId: number, body: string, fromSupport: boolean) =>
      sql`INSERT INTO task_comments ${sql.insert({ task_id: taskId, user_id: userId, body, from_support: fromSupport })}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const addEvent = (
      taskId: number,
      userId: number,
      event: TaskEvent["event"],
      from: TaskStatus | null = null,
      to: TaskStatus | null = null
    ) =>
      sql`INSERT INTO task_events ${sql.insert({ task_id: taskId, user_id: userId, event, from_status: from, to_status: to })}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const facets = () =>
      Effect.gen(function* () {
        const agencies = yield* sql<{ id: number; name: string }>`
          SELECT DISTINCT a.id, a.name FROM tasks t JOIN agencies a ON a.id = t.agency_id ORDER BY a.name, a.id`
        const portals = yield* sql<{ id: number; name: string; agency_id: number }>`
          SELECT DISTINCT p.id, p.name, t.agency_id FROM tasks t JOIN portals p ON p.id = t.portal_id ORDER BY p.name, p.id`
        return { agencies, portals }
      }).pipe(Effect.orDie)

    /** Whether the portal belongs to the agency (a request is always about one of its portals). */
    const portalOfAgency = (portalId: number, agencyId: number) =>
      sql<{ id: number }>`SELECT id FROM portals WHERE id = ${portalId} AND agency_id = ${agencyId}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return {
      list,
      find,
      comments,
      events,
      lockQuota,
      countOpen,
      agencyLimit,
      insert,
      update,
      markSeen,
      addComment,
      addEvent,
      facets,
      portalOfAgency
    } as const
  })
}) {}
