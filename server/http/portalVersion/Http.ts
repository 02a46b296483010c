// The "portalVersion" group: the version check, the files an upgrade writes, and the upgrade (a durable batch).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalVersions } from "../../domain/versions/PortalVersions.ts"

export const PortalVersionHttpLive = HttpApiBuilder.group(Api, "portalVersion", (handlers) =>
  Effect.gen(function* () {
    const versions = yield* PortalVersions
    return handlers
      .handle("upgradeFiles", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => versions.upgradeFiles(user, urlParams.portal_id)).pipe(
          Effect.map((files) => ({ data: { files } }))
        )
      )
      .handle("check", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => versions.check(user, path.id)).pipe(Effect.map((data) => ({ data })))
      )
      .handle("upgrade", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => versions.upgrade(user, path.id, payload.resolutions)).pipe(
          Effect.map((batch_id) => ({ data: { batch_id } }))
        )
      )
  })
)
