// Task requests, base /task/api/v2 with the usual conventions: agency admins of SaaS agencies
// ask support for work on a portal ("tasks"); support staff (is_support) work on every agency's
// requests ("supportTasks"). Lists page by meta.pagination like agencies and users.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import {
  Data,
  HttpUrl,
  IdPath,
  ListParams,
  MAX_INT32,
  PagedList,
  PositiveIntFromString,
  Text,
  TextSize,
  Timestamp,
  TrimmedText
} from "./common.ts"
import { Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

export const TaskStatus = Schema.Literal("new", "in_progress", "waiting_on_customer", "done", "cancelled")
export type TaskStatus = typeof TaskStatus.Type

/** The statuses that count against max_active_requests. */
export const OPEN_TASK_STATUSES: ReadonlyArray<TaskStatus> = ["new", "in_progress", "waiting_on_customer"]

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  new: "New",
  in_progress: "In progress",
  waiting_on_customer: "Waiting on customer",
  done: "Done",
  cancelled: "Cancelled"
}

export const TaskPriority = Schema.Literal("low", "normal", "high", "urgent")
export type TaskPriority = typeof TaskPriority.Type

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { low: "Low", normal: "Normal", high: "High", urgent: "Urgent" }

export const TASK_PAGE_SIZE = 25
export const TASK_ATTACHMENT_LIMIT = 10
export const TASK_TITLE_MAX = 150
export const TASK_TEXT_MAX = 5000

const Person = Schema.Struct({ id: Schema.Number, name: Schema.String })

export const Task = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  description: Schema.String,
  status: TaskStatus,
  priority: TaskPriority,
  /** YYYY-MM-DD or null. */
  due_date: Schema.NullOr(Schema.String),
  attachments: Schema.Array(Schema.String),
  agency: Person,
  portal: Schema.NullOr(Person),
  requester: Schema.NullOr(Person),
  assignee: Schema.NullOr(Person),
  comments_count: Schema.Number,
  /** Support changed something the requester has not opened since (the requester's in-app notice). */
  unread: Schema.Boolean,
  created_at: Timestamp,
  updated_at: Timestamp
})
export type Task = typeof Task.Type

export const TaskComment = Schema.Struct({
  id: Schema.Number,
  body: Schema.String,
  author: Schema.NullOr(Person),
  from_support: Schema.Boolean,
  created_at: Timestamp
})
export type TaskComment = typeof TaskComment.Type

/** The status history: created, status changes, (un)assignments and edits. */
export const TaskEvent = Schema.Struct({
  id: Schema.Number,
  event: Schema.Literal("created", "status", "assigned", "unassigned", "edited"),
  from_status: Schema.NullOr(TaskStatus),
  to_status: Schema.NullOr(TaskStatus),
  author: Schema.NullOr(Person),
  created_at: Timestamp
})
export type TaskEvent = typeof TaskEvent.Type

export const TaskDetail = Schema.Struct({ ...Task.fields, comments: Schema.Array(TaskComment), events: Schema.Array(TaskEvent) })
export type TaskDetail = typeof TaskDetail.Type

/** The caller's open requests against the agency's limit (0 = requests not enabled). */
export const TaskQuota = Schema.Struct({ agency_id: Schema.Number, open: Schema.Number, limit: Schema.Number })
export type TaskQuota = typeof TaskQuota.Type

/** The agencies and portals that have requests (the support filters' options). */
export const TaskFacets = Schema.Struct({
  agencies: Schema.Array(Person),
  portals: Schema.Array(Schema.Struct({ ...Person.fields, agency_id: Schema.Number }))
})
export type TaskFacets = typeof TaskFacets.Type

export const TaskList = Schema.Struct({ ...PagedList(Task).fields, quota: Schema.NullOr(TaskQuota) })

export const TaskSortBy = ["created_at", "updated_at", "due_date", "priority", "status", "title"] as const
export type TaskSortBy = (typeof TaskSortBy)[number]

export const TaskListParams = Schema.Struct({
  ...ListParams,
  status: Schema.optional(TaskStatus)
})
export type TaskListParams = typeof TaskListParams.Type

export const SupportTaskListParams = Schema.Struct({
  ...ListParams,
  status: Schema.optional(TaskStatus),
  agency_id: Schema.optional(PositiveIntFromString),
  portal_id: Schema.optional(PositiveIntFromString),
  assignee: Schema.optional(Schema.Literal("me", "none"))
})
export type SupportTaskListParams = typeof SupportTaskListParams.Type

const Title = TrimmedText(TASK_TITLE_MAX, `The title may not be greater than ${TASK_TITLE_MAX} characters.`).pipe(
  Schema.nonEmptyString({ message: () => "The title field is required." })
)
const Description = TrimmedText(TASK_TEXT_MAX, `The description may not be greater than ${TASK_TEXT_MAX} characters.`).pipe(
  Schema.nonEmptyString({ message: () => "The description field is required." })
)
const Link = HttpUrl("attachment", "Each attachment must be an http(s) link.")
const Attachments = Schema.Array(Link).pipe(
  Schema.maxItems(TASK_ATTACHMENT_LIMIT, { message: () => `A request may have at most ${TASK_ATTACHMENT_LIMIT} attachments.` })
)
const DueDate = Text(TextSize.code).pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "The due date must be a date (YYYY-MM-DD)." })
)
const CommentBody = TrimmedText(TASK_TEXT_MAX, `The comment may not be greater than ${TASK_TEXT_MAX} characters.`).pipe(
  Schema.nonEmptyString({ message: () => "The body field is required." })
)

export const TaskCreatePayload = Schema.Struct({
  title: Title,
  description: Description,
  portal_id: Schema.Number.pipe(
    Schema.int(),
    Schema.positive({ message: () => "The portal field is required." }),
    Schema.lessThanOrEqualTo(MAX_INT32, { message: () => `The portal_id may not be greater than ${MAX_INT32}.` })
  ),
  priority: Schema.optional(TaskPriority),
  due_date: Schema.optional(Schema.NullOr(DueDate)),
  attachments: Schema.optional(Attachments)
})
export type TaskCreatePayload = typeof TaskCreatePayload.Type

/** The requester edits while the request is 'new', or cancels it (status: cancelled) while it is open. */
export const TaskUpdatePayload = Schema.Struct({
  title: Schema.optional(Title),
  description: Schema.optional(Description),
  attachments: Schema.optional(Attachments),
  status: Schema.optional(Schema.Literal("cancelled"))
})
export type TaskUpdatePayload = typeof TaskUpdatePayload.Type

export const SupportTaskUpdatePayload = Schema.Struct({
  /** "me" assigns the caller, null unassigns. */
  assignee: Schema.optional(Schema.NullOr(Schema.Literal("me"))),
  status: Schema.optional(TaskStatus)
})
export type SupportTaskUpdatePayload = typeof SupportTaskUpdatePayload.Type

export const CommentPayload = Schema.Struct({ body: CommentBody })
export type CommentPayload = typeof CommentPayload.Type

export class TaskApi extends HttpApiGroup.make("tasks")
  .add(
    HttpApiEndpoint.get("list", "/tasks")
      .setUrlParams(TaskListParams)
      .addSuccess(TaskList)
      .addError(Forbidden)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "The caller's agency's requests (super admin: every agency's), newest first, with the open count against the limit."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/tasks")
      .setPayload(TaskCreatePayload)
      .addSuccess(Data(TaskDetail), { status: 201 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Submits a request; 422 when the agency already has max_active_requests open ones.")
  )
  .add(HttpApiEndpoint.get("get", "/tasks/:id").setPath(IdPath).addSuccess(Data(TaskDetail)).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.put("update", "/tasks/:id")
      .setPath(IdPath)
      .setPayload(TaskUpdatePayload)
      .addSuccess(Data(TaskDetail))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("comment", "/tasks/:id/comments")
      .setPath(IdPath)
      .setPayload(CommentPayload)
      .addSuccess(Data(TaskDetail), { status: 201 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .middleware(Authentication)
  .prefix("/task/api/v2")
  .annotate(OpenApi.Title, "Task requests") {}

export class SupportTaskApi extends HttpApiGroup.make("supportTasks")
  .add(
    HttpApiEndpoint.get("list", "/support/tasks")
      .setUrlParams(SupportTaskListParams)
      .addSuccess(TaskList)
      .addError(Forbidden)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Every agency's requests for support staff, filtered by status, agency, portal and assignee.")
  )
  .add(
    HttpApiEndpoint.get("facets", "/support/tasks/facets")
      .addSuccess(Data(TaskFacets))
      .addError(Forbidden)
      .annotate(OpenApi.Description, "The agencies and portals that have requests, for the support list's filters.")
  )
  .add(HttpApiEndpoint.get("get", "/support/tasks/:id").setPath(IdPath).addSuccess(Data(TaskDetail)).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.put("update", "/support/tasks/:id")
      .setPath(IdPath)
      .setPayload(SupportTaskUpdatePayload)
      .addSuccess(Data(TaskDetail))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        'Assigns (assignee: "me" or null) and changes the status; the requester is notified in the app and by mail.'
      )
  )
  .add(
    HttpApiEndpoint.post("comment", "/support/tasks/:id/comments")
      .setPath(IdPath)
      .setPayload(CommentPayload)
      .addSuccess(Data(TaskDetail), { status: 201 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .middleware(Authentication)
  .prefix("/task/api/v2")
  .annotate(OpenApi.Title, "Task requests (support)") {}
