// The "file" group: a portal's theme files — list, add, update, update all, revert, diff.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalFiles } from "../../domain/files/PortalFiles.ts"

const asData = <A>(data: A) => ({ data })

export const FileHttpLive = HttpApiBuilder.group(Api, "file", (handlers) =>
  Effect.gen(function* () {
    const files = yield* PortalFiles
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => files.list(user, urlParams.portal)).pipe(Effect.map(asData)))
      .handle("install", ({ payload }) => Effect.flatMap(CurrentUser, (user) => files.install(user, payload)).pipe(Effect.map(asData)))
      .handle("upgrade", ({ payload }) => Effect.flatMap(CurrentUser, (user) => files.upgrade(user, payload)).pipe(Effect.map(asData)))
      .handle("revert", ({ payload }) => Effect.flatMap(CurrentUser, (user) => files.revert(user, payload)).pipe(Effect.map(asData)))
      .handle("upgradeAll", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => files.upgradeAll(user, payload.portal, payload.resolutions)).pipe(Effect.map(asData))
      )
      .handle("diff", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => files.diff(user, urlParams.portal, urlParams.file)).pipe(Effect.map(asData))
      )
  })
)
