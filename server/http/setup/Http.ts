// The "setup" group: the installation folder check and the setup wizards (durable batches).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalSetup } from "../../domain/setup/PortalSetup.ts"

const asBatch = (batch_id: string) => ({ data: { batch_id } })

export const SetupHttpLive = HttpApiBuilder.group(Api, "setup", (handlers) =>
  Effect.gen(function* () {
    const setup = yield* PortalSetup
    return handlers
      .handle("checkFolder", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => setup.checkFolder(user, path.id, urlParams.folder)).pipe(Effect.map((data) => ({ data })))
      )
      .handle("setup", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => setup.setup(user, payload.portal_id, payload.name)).pipe(Effect.map(asBatch))
      )
      .handle("setupCustom", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => setup.setupCustom(user, payload.portal_id, payload.folder, payload.name)).pipe(
          Effect.map(asBatch)
        )
      )
  })
)
