// The "guestModule" group: the demo portal's modules and module groups, without a token.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Api } from "../../../src/shared/api/contract/api.ts"
import { NotFound } from "../../../src/shared/api/contract/errors.ts"
import { GUEST_PORTAL_ID } from "../../../src/shared/api/contract/portal.ts"
import { ModuleCatalog } from "../../domain/modules/ModuleCatalog.ts"
import { NOT_FOUND } from "../../domain/messages.ts"

const notFound = () => Effect.fail(new NotFound({ message: NOT_FOUND }))

export const GuestModuleHttpLive = HttpApiBuilder.group(Api, "guestModule", (handlers) =>
  Effect.map(ModuleCatalog, (catalog) =>
    handlers
      .handle("list", ({ urlParams }) => catalog.listAsGuest(urlParams))
      // The member call's groups, read as the demo guest sees the demo portal (installed state included);
      // any other portal is simply not found, as for the guest module list.
      .handle("groups", ({ urlParams }) =>
        urlParams.portal !== GUEST_PORTAL_ID
          ? notFound()
          : catalog.groups({ _tag: "GuestDemo" }, urlParams.portal).pipe(
            Effect.catchTag("Forbidden", notFound),
            Effect.map((data) => ({ data }))
          ))))
