// Task request calls (base /task/api/v2): the requester's side and the support side.
import { Effect } from "effect"

import {
  ApiClient,
  type ApiError,
  type SupportTaskListParams,
  type SupportTaskUpdatePayload,
  type Task,
  type TaskCreatePayload,
  type TaskDetail,
  type TaskFacets,
  type TaskListParams,
  type TaskQuota,
  type TaskUpdatePayload
} from "@/shared/api"

export interface TaskPage {
  readonly rows: ReadonlyArray<Task>
  readonly totalPages: number
  readonly total: number
  readonly quota: TaskQuota | null
}

type Answer = {
  readonly data: ReadonlyArray<Task>
  readonly meta: { readonly pagination: { readonly total_pages: number; readonly total: number } }
  readonly quota: TaskQuota | null
}

const toPage = (answer: Answer): TaskPage => ({
  rows: answer.data,
  totalPages: answer.meta.pagination.total_pages,
  total: answer.meta.pagination.total,
  quota: answer.quota
})

export const listTasks = (params: TaskListParams): Effect.Effect<TaskPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.tasks.list({ urlParams: params }))),
    Effect.map(toPage)
  )

export const readTask = (id: number): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.tasks.get({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )

export const submitTask = (payload: TaskCreatePayload): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.tasks.create({ payload }))),
    Effect.map((answer) => answer.data)
  )

export const updateTask = (id: number, payload: TaskUpdatePayload): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.tasks.update({ path: { id }, payload }))),
    Effect.map((answer) => answer.data)
  )

export const commentOnTask = (id: number, body: string): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.tasks.comment({ path: { id }, payload: { body } }))),
    Effect.map((answer) => answer.data)
  )

export const listSupportTasks = (params: SupportTaskListParams): Effect.Effect<TaskPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.supportTasks.list({ urlParams: params }))),
    Effect.map(toPage)
  )

export const readSupportFacets = (): Effect.Effect<TaskFacets, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.supportTasks.facets())),
    Effect.map((answer) => answer.data)
  )

export const readSupportTask = (id: number): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.supportTasks.get({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )

export const updateSupportTask = (id: number, payload: SupportTaskUpdatePayload): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.supportTasks.update({ path: { id }, payload }))),
    Effect.map((answer) => answer.data)
  )

export const commentAsSupport = (id: number, body: string): Effect.Effect<TaskDetail, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.supportTasks.comment({ path: { id }, payload: { body } }))),
    Effect.map((answer) => answer.data)
  )
