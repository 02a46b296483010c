// What every task use case reads a request with: one request (404 when absent), a request with its
// comments and events as the API answers it, and a page of the list by the list's parameters.
import { Effect, Option } from "effect"

import { NotFound, Unprocessable } from "#contract/errors.ts"
import { TASK_PAGE_SIZE, type TaskListParams, TaskSortBy } from "#contract/task-api.ts"

import { publicTask, type TaskQuery, TaskRepo, type TaskRow } from "../../db/repos/TaskRepo.ts"
import { NOT_FOUND } from "../messages.ts"
import * as M from "./messages.ts"

export const notFound = () => new NotFound({ message: NOT_FOUND })
export const invalid = (field: string | ReadonlyArray<string>, message: string) => Unprocessable.field(field, message)

const isSortBy = (value: string): value is TaskSortBy => (TaskSortBy as ReadonlyArray<string>).includes(value)

export const taskReads = Effect.gen(function* () {
  const repo = yield* TaskRepo

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

  return { detail, load, reload, page, baseQuery } as const
})
