// The "audit" group: a portal's latest audit, running one, and one audited file both ways.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalAudits } from "../../domain/audit/PortalAudits.ts"

const asData = <A>(data: A) => ({ data })

export const AuditHttpLive = HttpApiBuilder.group(Api, "audit", (handlers) =>
  Effect.gen(function* () {
    const audits = yield* PortalAudits
    return handlers
      .handle("latest", ({ path }) => Effect.flatMap(CurrentUser, (user) => audits.latestAudit(user, path.id)).pipe(Effect.map(asData)))
      .handle("run", ({ path }) => Effect.flatMap(CurrentUser, (user) => audits.runAudit(user, path.id)).pipe(Effect.map(asData)))
      .handle("file", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => audits.fileContents(user, path.id, urlParams.path)).pipe(Effect.map(asData))
      )
  })
)
