// The "history" group: a portal's history entries.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Histories } from "../../domain/layouts/Histories.ts"

const asData = <A>(data: A) => ({ data })

export const HistoryHttpLive = HttpApiBuilder.group(Api, "history", (handlers) =>
  Effect.gen(function* () {
    const histories = yield* Histories
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => histories.list(user, urlParams)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => histories.read(user, path.id)).pipe(Effect.map(asData)))
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => histories.create(user, payload)).pipe(Effect.map(asData)))
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => histories.update(user, path.id, payload)).pipe(Effect.map(asData))
      )
      .handle("remove", ({ path }) => Effect.flatMap(CurrentUser, (user) => histories.remove(user, path.id)))
      .handle("restore", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => histories.restore(user, path.id, payload.resolutions))
      )
  })
)
