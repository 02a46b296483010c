// The "portalManage" group: portal create, child create, update, delete and installation removal.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { cancelsWork } from "#contract/deletion.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalManage } from "../../domain/portal-manage/PortalManage.ts"
import { expectedVersion, withETag } from "../recordVersion.ts"

const asData = <A>(data: A) => ({ data })

export const PortalManageHttpLive = HttpApiBuilder.group(Api, "portalManage", (handlers) =>
  Effect.map(PortalManage, (manage) =>
    handlers
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => manage.create(user, payload)).pipe(Effect.map(asData)))
      .handle("createChild", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => manage.createChild(user, payload)).pipe(Effect.map(asData))
      )
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(Effect.zip(CurrentUser, expectedVersion(payload.lock_version)), ([user, expected]) =>
          manage.update(user, path.id, payload, expected)
        ).pipe(Effect.map(asData), withETag)
      )
      .handle("deletion", ({ path }) => Effect.flatMap(CurrentUser, (user) => manage.deletion(user, path.id)).pipe(Effect.map(asData)))
      .handle("remove", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) =>
          manage.remove(user, path.id, {
            complete: urlParams.complete === "1" || urlParams.complete === "true",
            cancelWork: cancelsWork(urlParams.cancel_work)
          })
        )
      )
      .handle("removeInstallation", ({ path }) => Effect.flatMap(CurrentUser, (user) => manage.removeInstallation(user, path.id)))
  )
)
