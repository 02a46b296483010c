// The "layout" group: a portal's saved layouts.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { LayoutApply } from "../../domain/layouts/LayoutApply.ts"
import { Layouts } from "../../domain/layouts/Layouts.ts"
import { expectedVersion, withETag } from "../recordVersion.ts"

const asData = <A>(data: A) => ({ data })

export const LayoutHttpLive = HttpApiBuilder.group(Api, "layout", (handlers) =>
  Effect.gen(function* () {
    const layouts = yield* Layouts
    const layoutApply = yield* LayoutApply
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => layouts.list(user, urlParams)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => layouts.read(user, path.id)).pipe(Effect.map(asData), withETag))
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => layoutApply.save(user, payload)).pipe(Effect.map(asData)))
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(Effect.zip(CurrentUser, expectedVersion(payload.lock_version)), ([user, expected]) =>
          layouts.update(user, path.id, payload, expected)
        ).pipe(Effect.map(asData), withETag)
      )
      .handle("remove", ({ path }) => Effect.flatMap(CurrentUser, (user) => layouts.remove(user, path.id)))
      .handle("applyCheck", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => layoutApply.check(user, path.id, urlParams.portal)).pipe(Effect.map(asData))
      )
      .handle("apply", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => layoutApply.apply(user, path.id, payload.portal, payload.resolutions)).pipe(
          Effect.map((batch_id) => asData({ batch_id }))
        )
      )
  })
)
