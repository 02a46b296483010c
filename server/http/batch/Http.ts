// The "batch" group: progress and result of durable batches.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Batches } from "../../domain/batches/Batches.ts"

const asData = <A>(data: A) => ({ data })

export const BatchHttpLive = HttpApiBuilder.group(Api, "batch", (handlers) =>
  Effect.gen(function* () {
    const batches = yield* Batches
    return handlers
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => batches.read(user, path.id)).pipe(Effect.map(asData)))
      .handle("result", ({ path }) => Effect.flatMap(CurrentUser, (user) => batches.result(user, path.id)).pipe(Effect.map(asData)))
      .handle("portalBatches", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => batches.forPortal(user, path.id)).pipe(Effect.map(asData))
      )
  })
)
