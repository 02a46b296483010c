// Checking a portal's CRM connection: connected, to be reconnected, or HubSpot unavailable.
import { Effect, Option } from "effect"

import { NotFound, StatusCode } from "#contract/errors.ts"
import type { OAuthProvider } from "#contract/oauth-api.ts"
import type { User } from "#contract/user.ts"

import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, isGrantRefused, PortalCrm } from "../modules/PortalCrm.ts"
import { scopeFor } from "../policy/Policy.ts"
import { PortalCatalog } from "../portals/PortalCatalog.ts"

export const connectionCheck = Effect.gen(function* () {
  const repo = yield* PortalConnectionRepo
  const catalog = yield* PortalCatalog
  const crm = yield* Crm
  const portalCrm = yield* PortalCrm

  /**
   * Whether the portal's CRM grant still works, by one cheap real call: a live access token
   * (the cached one, else a refresh, which HubSpot refuses once the app was uninstalled) introspected at
   * HubSpot, which answers inactive for a revoked token. Nothing is logged, except a loss found (ConnectionLoss).
   */
  return (user: User, _provider: OAuthProvider, portalId: number) =>
    Effect.gen(function* () {
      // NotFound when absent, Forbidden outside the caller's scope.
      yield* catalog.read(scopeFor(user), portalId)
      const access = yield* repo.crmAccessOf(portalId)
      if (Option.isNone(access)) return yield* new NotFound({ message: NOT_FOUND })
      const grant = access.value.refresh_token_encrypted
      const checked = yield* portalCrm.accessToken(access.value).pipe(
        Effect.flatMap((auth) =>
          crm.introspect(auth.accessToken).pipe(
            // HubSpot says the (cached) token is no longer active: the grant is gone, as a refused refresh says.
            Effect.tapError((error) => (grant !== null && isGrantRefused(error) ? portalCrm.lost(grant) : Effect.void)),
            Effect.mapError(crmErrorToWire)
          )
        ),
        Effect.as({ portal_id: portalId, status: "connected" as const }),
        Effect.catchAll((error) =>
          Effect.succeed(
            error.status_code === StatusCode.CrmReconnect
              ? { portal_id: portalId, status: "reconnect" as const, message: error.message, status_code: StatusCode.CrmReconnect }
              : { portal_id: portalId, status: "unavailable" as const, message: error.message }
          )
        )
      )
      return { data: checked }
    })
})
