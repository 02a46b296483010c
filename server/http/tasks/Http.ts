// The "tasks" and "supportTasks" groups: task requests for agency admins of SaaS agencies,
// and the support staff's view of every agency's requests.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Tasks } from "../../domain/tasks/Tasks.ts"

const asData = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.map(effect, (data) => ({ data }))

export const TaskHttpLive = HttpApiBuilder.group(Api, "tasks", (handlers) =>
  Effect.gen(function* () {
    const tasks = yield* Tasks
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => tasks.list(user, urlParams)))
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.create(user, payload))))
      .handle("get", ({ path }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.get(user, path.id))))
      .handle("update", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.update(user, path.id, payload))))
      .handle("comment", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.comment(user, path.id, payload))))
  })
)

export const SupportTaskHttpLive = HttpApiBuilder.group(Api, "supportTasks", (handlers) =>
  Effect.gen(function* () {
    const tasks = yield* Tasks
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => tasks.supportList(user, urlParams)))
      .handle("facets", () => Effect.flatMap(CurrentUser, tasks.supportFacets))
      .handle("get", ({ path }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.supportGet(user, path.id))))
      .handle("update", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.supportUpdate(user, path.id, payload))))
      .handle("comment", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => asData(tasks.supportComment(user, path.id, payload))))
  })
)
