// The domains connected to a portal's CRM account (Select Domain), read live from the CRM.
import { Effect } from "effect"

import { NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { NOT_FOUND } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { scopeFor } from "../policy/Policy.ts"
import { PageCrm } from "./PageCrm.ts"

export class PortalDomains extends Effect.Service<PortalDomains>()("server/domain/PortalDomains", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const portalCrm = yield* PortalCrm
    const pageCrm = yield* PageCrm

    /** The portal's domains (40001 when its refresh token no longer works). */
    const ofPortal = (portal: PortalContextRow) => Effect.flatMap(portalCrm.accessToken(portal), pageCrm.domains)

    const list = (user: User, portalId: number) => Effect.flatMap(catalog.portalFor(scopeFor(user), portalId), ofPortal)

    const read = (user: User, portalId: number, id: string) =>
      Effect.flatMap(list(user, portalId), (domains) => {
        const found = domains.find((domain) => domain.id === id)
        return found === undefined ? Effect.fail(new NotFound({ message: NOT_FOUND })) : Effect.succeed(found)
      })

    return { ofPortal, list, read } as const
  })
}) {}
