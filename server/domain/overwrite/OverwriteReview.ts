// The overwrite check: what a write the caller is about to make would overwrite that the portal holds edited, with
// the three versions for the review. It plans the operation with the operation's own code (its checks, its target
// version, its paths), so it answers what the write itself would meet, and writes nothing.
import { Clock, Effect } from "effect"

import { Forbidden, NotFound } from "#contract/errors.ts"
import type { OverwriteCheck, OverwriteOperation } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"

import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalFiles } from "../files/PortalFiles.ts"
import { Histories } from "../layouts/Histories.ts"
import { LayoutApply } from "../layouts/LayoutApply.ts"
import { AGENCY_SUSPENDED, NOT_FOUND } from "../messages.ts"
import { ModuleInstaller } from "../modules/ModuleInstaller.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { visiblePortalContext } from "../portals/visiblePortalContext.ts"
import { PortalVersions } from "../versions/PortalVersions.ts"
import { OverwriteGuard, type PlannedWrite } from "./OverwriteGuard.ts"

export class OverwriteReview extends Effect.Service<OverwriteReview>()("server/domain/OverwriteReview", {
  effect: Effect.gen(function* () {
    const holdings = yield* ModuleRepo
    const installer = yield* ModuleInstaller
    const portalFiles = yield* PortalFiles
    const histories = yield* Histories
    const layoutApply = yield* LayoutApply
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard
    const versions = yield* PortalVersions

    const visiblePortal = visiblePortalContext(holdings)

    /** The writes the operation would make, through the operation's own planning (and its refusals). */
    const writesOf = (user: User, portalId: number, operation: OverwriteOperation) => {
      switch (operation.kind) {
        case "module":
          return Effect.map(
            installer.plan(user, { module: operation.module, portal: portalId }, operation.action),
            (planned): ReadonlyArray<PlannedWrite> => planned.writes
          )
        case "file":
          return operation.action === "upgrade-all"
            ? portalFiles.planAll(user, portalId)
            : Effect.map(portalFiles.planAct(user, { file: operation.file, portal: portalId }, operation.action), (write) => [write])
        case "history":
          return Effect.gen(function* () {
            // An entry of a portal the caller does not see, or of another portal, is not this portal's to restore.
            const entry = yield* histories
              .read(user, operation.history_id)
              .pipe(Effect.catchTag("Forbidden", () => Effect.fail(new NotFound({ message: NOT_FOUND }))))
            if (entry.portal_id !== portalId) return yield* new NotFound({ message: NOT_FOUND })
            return (yield* histories.planRestore(user, entry.id)).writes
          })
        case "layout":
          return layoutApply.plannedWrites(user, operation.layout_id, portalId)
        case "version-upgrade":
          return versions.plannedWrites(user, portalId)
      }
    }

    const check = (user: User, portalId: number, operation: OverwriteOperation) =>
      Effect.gen(function* () {
        const portal = yield* visiblePortal(user, portalId)
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const writes = yield* writesOf(user, portal.id, operation)
        const files = writes.length === 0 ? [] : yield* overwrite.drifted(portal, yield* portalCrm.accessToken(portal), writes)
        const checked_at = new Date(yield* Clock.currentTimeMillis).toISOString()
        return { checked_at, files } satisfies OverwriteCheck
      })

    return { check } as const
  })
}) {}
