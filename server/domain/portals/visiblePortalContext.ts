// A portal's install context when the caller sees the portal; Not Found otherwise (as its batches answer), so a
// portal of another agency is indistinguishable from one that does not exist.
import { Effect, Option } from "effect"

import { NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import type { ModuleRepo, PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { NOT_FOUND } from "../messages.ts"
import { scopeFor } from "../policy/Policy.ts"

export const visiblePortalContext = (holdings: ModuleRepo) => (user: User, portalId: number) =>
  Effect.gen(function* () {
    const portal = yield* holdings.portalContextIn(portalId, scopeFor(user))
    if (Option.isNone(portal) || !portal.value.visible) return yield* new NotFound({ message: NOT_FOUND })
    const { visible: _visible, ...context } = portal.value
    return context as PortalContextRow
  })
