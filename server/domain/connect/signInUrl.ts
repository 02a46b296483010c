// The CRM sign-in address: a single-use state, stored hashed and bound to the caller and the purpose
// (add a portal, reconnect it after 40001, re-authorise it for more scopes after 40010), with the PKCE
// verifier the callback exchanges the code with. An add is checked for room in the agency first.
import { createHash, randomBytes } from "node:crypto"

import { Effect } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import type { OAuthProvider, OAuthPurpose, OAuthUrlPayload } from "#contract/oauth-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { Secrets } from "../../lib/app-key.ts"
import { codeChallengeOf, newCodeVerifier } from "../../lib/pkce.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { scopeFor } from "../policy/Policy.ts"
import { PortalCatalog } from "../portals/PortalCatalog.ts"
import { agencyForAdd, checkRoomFor } from "./agencyForAdd.ts"
import { PORTAL_REQUIRED } from "./messages.ts"

export const OAUTH_SCOPES = ["oauth", "content"] as const
export const OAUTH_OPTIONAL_SCOPES = ["hubdb"] as const
/** How long a sign-in address works. */
export const STATE_TTL_SECONDS = 10 * 60

export const hashState = (state: string) => createHash("sha256").update(state).digest("hex")

/** Where HubSpot sends the browser back after the sign-in. */
export const redirectUriOf = (appUrl: string) => `${appUrl.replace(/\/+$/, "")}/hubspot/callback`

export const signInUrl = Effect.gen(function* () {
  const repo = yield* PortalConnectionRepo
  const catalog = yield* PortalCatalog
  const activity = yield* ActivityLogRepo
  const crm = yield* Crm
  const secrets = yield* Secrets
  const { appUrl } = yield* PublicUrl
  const agencyToAddTo = yield* agencyForAdd

  const redirectUri = redirectUriOf(appUrl)

  return (user: User, _provider: OAuthProvider, payload: OAuthUrlPayload) =>
    Effect.gen(function* () {
      const portalId = payload.portal_id ?? undefined
      const purpose: OAuthPurpose = payload.purpose ?? (portalId === undefined ? "add" : "reconnect")
      const createPortalType = payload.create_portal_type ?? "free"
      let agencyId: number | null
      let target: number | null = null
      if (purpose === "add") {
        const agency = yield* agencyToAddTo(user, payload.agency_id)
        yield* checkRoomFor(agency, createPortalType)
        agencyId = agency.id
      } else {
        if (portalId === undefined) return yield* Unprocessable.field("portal_id", PORTAL_REQUIRED)
        // NotFound when absent, Forbidden outside the caller's scope.
        const portal = yield* catalog.read(scopeFor(user), portalId)
        agencyId = portal.agency?.id ?? null
        target = portal.id
      }
      const state = randomBytes(32).toString("base64url")
      const codeVerifier = newCodeVerifier()
      yield* repo.createState({
        codeVerifierEncrypted: secrets.encrypt(codeVerifier),
        stateHash: hashState(state),
        userId: user.id,
        purpose,
        agencyId,
        portalId: target,
        createPortalType,
        ttlSeconds: STATE_TTL_SECONDS
      })
      yield* activity.record({
        event: "portal.sign-in-requested",
        causer: userRef(user.id),
        subject:
          target === null
            ? agencyId === null
              ? null
              : { id: agencyId, type: SubjectType.Agency }
            : { id: target, type: SubjectType.Portal },
        properties: { purpose, agency_id: agencyId, create_portal_type: purpose === "add" ? createPortalType : undefined }
      })
      const address = crm.authorizeUrl({
        scopes: OAUTH_SCOPES,
        optionalScopes: OAUTH_OPTIONAL_SCOPES,
        redirectUri,
        state,
        codeChallenge: codeChallengeOf(codeVerifier)
      })
      return { data: { data: { url: address } } }
    })
})
