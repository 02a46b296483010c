// The "rollout" group: one change taken to many portals (domain/rollouts).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { RolloutControl } from "../../domain/rollouts/RolloutControl.ts"
import { RolloutPreviews } from "../../domain/rollouts/RolloutPreview.ts"
import { RolloutReads } from "../../domain/rollouts/RolloutReads.ts"
import { RolloutRollback } from "../../domain/rollouts/RolloutRollback.ts"
import { RolloutStart } from "../../domain/rollouts/RolloutStart.ts"

const asData = <A>(data: A) => ({ data })

export const RolloutHttpLive = HttpApiBuilder.group(Api, "rollout", (handlers) =>
  Effect.gen(function* () {
    const previews = yield* RolloutPreviews
    const starter = yield* RolloutStart
    const reads = yield* RolloutReads
    const control = yield* RolloutControl
    const rollbacks = yield* RolloutRollback
    return handlers
      .handle("preview", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => previews.preview(user, payload.change, payload.portal_ids)).pipe(Effect.map(asData))
      )
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => starter.create(user, payload)).pipe(Effect.map(asData)))
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => reads.list(user, urlParams)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => reads.read(user, path.id)).pipe(Effect.map(asData)))
      .handle("pause", ({ path }) => Effect.flatMap(CurrentUser, (user) => control.pause(user, path.id)).pipe(Effect.map(asData)))
      .handle("resume", ({ path }) => Effect.flatMap(CurrentUser, (user) => control.resume(user, path.id)).pipe(Effect.map(asData)))
      .handle("cancel", ({ path }) => Effect.flatMap(CurrentUser, (user) => control.cancel(user, path.id)).pipe(Effect.map(asData)))
      .handle("rollback", ({ path }) => Effect.flatMap(CurrentUser, (user) => rollbacks.rollback(user, path.id)).pipe(Effect.map(asData)))
  })
)
