// Connecting portals by CRM sign-in (spec 1 sections 4 and 7): the sign-in address with a
// single-use state bound to the caller and purpose, and the callback that exchanges the code and then
// adds the portal (checking the plan's portal limit and PRO licences under a lock on the agency),
// reconnects it (a new refresh token after 40001) or re-authorises it (more scopes after 40010).
import { createHash, randomBytes } from "node:crypto"

import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound, StatusCode, Unprocessable } from "#contract/errors.ts"
import type { OAuthProvider, OAuthPurpose, OAuthResult, OAuthUrlPayload } from "#contract/oauth-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type OAuthStateRow, PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm, type CrmError, type TokenInfo, type TokenSet } from "../../integrations/crm/index.ts"
import { Events, Realtime, reauthChannel, webChannel } from "../../integrations/realtime/index.ts"
import { Secrets } from "../../lib/app-key.ts"
import { codeChallengeOf, newCodeVerifier } from "../../lib/pkce.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { AGENCY_REQUIRED, AGENCY_SUSPENDED, FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { isAdmin, isAgencyAdminOf, scopeFor } from "../policy/Policy.ts"
import { PortalCatalog } from "../portals/PortalCatalog.ts"

export { AGENCY_REQUIRED }

export const PORTAL_LIMIT_REACHED = "Your plan allows no more portals."
export const NO_PRO_LICENCE = "No PRO licence is available."
export const STATE_INVALID = "This sign-in link has expired or was already used. Please try again."
export const HUB_IN_OTHER_AGENCY = "This HubSpot account is already connected to another agency."
export const WRONG_HUB = "Sign in to the HubSpot account of this portal."
export const SIGN_IN_FAILED = "The sign-in with HubSpot could not be completed. Please try again."
export const PORTAL_REQUIRED = "The portal_id field is required."

export const OAUTH_SCOPES = ["oauth", "content"] as const
export const OAUTH_OPTIONAL_SCOPES = ["hubdb"] as const
/** How long a sign-in address works. */
export const STATE_TTL_SECONDS = 10 * 60

const resultMessage: Record<OAuthPurpose, string> = {
  add: "Portal added",
  reconnect: "Portal reconnected",
  reauthorise: "Permissions updated"
}

const hashState = (state: string) => createHash("sha256").update(state).digest("hex")

/** The hub's address as HubSpot gives it (hub_domain), else HubSpot's default site domain. */
const hubUrlOf = (info: TokenInfo) =>
  info.hub_domain !== undefined && info.hub_domain !== "" ? `https://${info.hub_domain}` : `https://${info.hub_id}.hs-sites.com`

/** The account's own name when HubSpot gave one, else its domain, else its hub id. */
const portalNameOf = (info: TokenInfo, accountName: string | undefined) =>
  accountName !== undefined && accountName.trim() !== ""
    ? accountName.trim().slice(0, 255)
    : info.hub_domain !== undefined && info.hub_domain !== ""
      ? info.hub_domain
      : `HubSpot ${info.hub_id}`

/** A new grant: what it gives access to, its refresh token as stored and, for an add, the account's name. */
interface Grant {
  readonly info: TokenInfo
  readonly refreshTokenEncrypted: string
  readonly accountName?: string | undefined
}

/** A refused code (used, expired, wrong redirect) is the user's to retry; the rest as portal calls answer them. */
const exchangeErrorToWire = (error: CrmError) =>
  error._tag === "CrmRequestFailed" && error.status !== undefined && error.status >= 400 && error.status < 500
    ? Unprocessable.field("code", SIGN_IN_FAILED)
    : crmErrorToWire(error)

export class PortalConnections extends Effect.Service<PortalConnections>()("server/domain/PortalConnections", {
  effect: Effect.gen(function* () {
    const repo = yield* PortalConnectionRepo
    const portals = yield* PortalRepo
    const catalog = yield* PortalCatalog
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const crm = yield* Crm
    const secrets = yield* Secrets
    const realtime = yield* Realtime
    const { appUrl } = yield* PublicUrl

    const portalCrm = yield* PortalCrm

    const redirectUri = `${appUrl.replace(/\/+$/, "")}/hubspot/callback`

    /**
     * The account, its domain and the scopes of a new grant, from the token's introspection (the only
     * answer that may name the domain, which HubSpot does not promise); the token answer's own hub_id and
     * scopes stand in for what introspection leaves out.
     */
    const tokenInfoOf = (tokens: TokenSet): Effect.Effect<TokenInfo, ReturnType<typeof exchangeErrorToWire>> =>
      crm.introspect(tokens.access_token).pipe(
        Effect.map((info): TokenInfo => ({
          hub_id: info.hub_id,
          hub_domain: info.hub_domain,
          scopes: info.scopes.length > 0 ? info.scopes : (tokens.scopes ?? [])
        })),
        Effect.mapError(exchangeErrorToWire)
      )

    /**
     * The account's name as HubSpot gives it (account details' portalName), which a new portal is named
     * after; the user may rename it in the setup wizard. A failed read only loses the name, not the add.
     */
    const accountNameOf = (auth: { readonly hubId: number; readonly accessToken: string }) =>
      crm.accountDetails(auth).pipe(
        Effect.map((details) => details.portalName),
        Effect.catchAll((error) => Effect.as(Effect.logWarning("The CRM account's name was not read", error.message), undefined))
      )

    /** The agency an add is for: the one named (the caller must be its agency admin, or a super admin), else the caller's only one. */
    const agencyToAddTo = (user: User, agencyId: number | undefined) =>
      Effect.gen(function* () {
        if (agencyId !== undefined) {
          const agency = yield* repo.agencyForAdd(agencyId)
          if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
          if (!isAdmin(user) && !isAgencyAdminOf(user, agencyId)) return yield* new Forbidden({ message: FORBIDDEN })
          return agency.value
        }
        const administered = yield* repo.adminAgencyIds(user.id)
        if (administered.length === 0 && !isAdmin(user)) return yield* new Forbidden({ message: FORBIDDEN })
        if (administered.length !== 1) return yield* Unprocessable.field("agency_id", AGENCY_REQUIRED)
        const agency = yield* repo.agencyForAdd(administered[0]!)
        if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
        return agency.value
      })

    /** The checks of an add, before the sign-in and again under the lock when the portal is created. */
    const checkRoomFor = (
      agency: {
        readonly status: string
        readonly portals_count: number
        readonly portal_limit: number
        readonly portals_available: number
      },
      createPortalType: "pro" | "free"
    ) =>
      agency.status === "suspend"
        ? Effect.fail(new Forbidden({ message: AGENCY_SUSPENDED }))
        : agency.portals_count >= agency.portal_limit
          ? Effect.fail(new Forbidden({ message: PORTAL_LIMIT_REACHED }))
          : createPortalType === "pro" && agency.portals_available < 1
            ? Effect.fail(Unprocessable.field("create_portal_type", NO_PRO_LICENCE))
            : Effect.void

    const url = (user: User, _provider: OAuthProvider, payload: OAuthUrlPayload) =>
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

    /** Stores the new grant of an existing portal (reconnect and re-authorisation). */
    const renewGrant = (user: User, purpose: "reconnect" | "reauthorise", portalId: number, grant: Grant) =>
      transaction.run(
        Effect.gen(function* () {
          const { info } = grant
          yield* repo.storeGrant(portalId, grant.refreshTokenEncrypted, info.scopes)
          yield* activity.record({
            event: purpose === "reconnect" ? "portal.reconnected" : "portal.reauthorised",
            causer: userRef(user.id),
            subject: { id: portalId, type: SubjectType.Portal },
            properties: { hub_id: info.hub_id, scopes: info.scopes }
          })
        })
      )

    const add = (user: User, state: OAuthStateRow, grant: Grant) =>
      transaction.run(
        Effect.gen(function* () {
          const { info } = grant
          if (state.agency_id === null) return yield* new NotFound({ message: NOT_FOUND })
          const agency = yield* repo.lockAgencyForAdd(state.agency_id)
          if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
          const existing = yield* repo.portalByHub(info.hub_id)
          if (Option.isSome(existing)) {
            if (existing.value.agency_id !== agency.value.id) return yield* new Conflict({ message: HUB_IN_OTHER_AGENCY })
            return { purpose: "reconnect" as const, portalId: existing.value.id }
          }
          // Read after taking the lock: an add that committed meanwhile is counted here.
          yield* checkRoomFor(agency.value, state.create_portal_type)
          const plan = state.create_portal_type
          const created = yield* repo.createPortal({
            name: portalNameOf(info, grant.accountName),
            hub_id: info.hub_id,
            hub_url: hubUrlOf(info),
            plan,
            agency_id: agency.value.id,
            refresh_token_encrypted: grant.refreshTokenEncrypted,
            scopes: info.scopes
          })
          // Another agency's add of the same hub committed between our read and insert.
          if (Option.isNone(created)) return yield* new Conflict({ message: HUB_IN_OTHER_AGENCY })
          if (plan === "pro") yield* repo.setPortalsAvailable(agency.value.id, agency.value.portals_available - 1)
          // Agency admins see the agency's portals; anyone else who adds one is given access to it.
          if (!isAdmin(user) && !isAgencyAdminOf(user, agency.value.id)) yield* repo.grantAccess(user.id, created.value)
          yield* activity.record({
            event: "portal.added",
            causer: userRef(user.id),
            subject: { id: created.value, type: SubjectType.Portal },
            properties: { agency_id: agency.value.id, hub_id: info.hub_id, plan, scopes: info.scopes }
          })
          return { purpose: "add" as const, portalId: created.value }
        })
      )

    const callback = (user: User, _provider: OAuthProvider, code: string, rawState: string) =>
      Effect.gen(function* () {
        // Used first, in its own committed transaction: a failed exchange does not make it usable again.
        const consumed = yield* transaction.run(repo.consumeState(hashState(rawState), user.id))
        if (Option.isNone(consumed)) return yield* Unprocessable.field("state", STATE_INVALID)
        const state = consumed.value
        // The code is exchanged with this flow's verifier: a code another sign-in flow obtained is refused.
        const codeVerifier = Option.flatMap(Option.fromNullable(state.code_verifier_encrypted), secrets.decrypt)
        if (Option.isNone(codeVerifier)) return yield* Unprocessable.field("state", STATE_INVALID)
        const tokens = yield* crm.exchangeCode(code, redirectUri, codeVerifier.value).pipe(Effect.mapError(exchangeErrorToWire))
        const tokenInfo = yield* tokenInfoOf(tokens)
        const grant: Grant = {
          info: tokenInfo,
          refreshTokenEncrypted: secrets.encrypt(tokens.refresh_token),
          accountName:
            state.purpose === "add" ? yield* accountNameOf({ hubId: tokenInfo.hub_id, accessToken: tokens.access_token }) : undefined
        }
        const info = grant.info

        let purpose: OAuthPurpose
        let portalId: number
        if (state.purpose === "add") {
          const added = yield* add(user, state, grant)
          purpose = added.purpose
          portalId = added.portalId
          if (purpose === "reconnect") yield* renewGrant(user, "reconnect", portalId, grant)
        } else {
          if (state.portal_id === null) return yield* new NotFound({ message: NOT_FOUND })
          const portal = yield* portals.findById(state.portal_id)
          if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
          if (!(yield* portals.isVisible(portal.value.id, scopeFor(user)))) return yield* new Forbidden({ message: FORBIDDEN })
          if (portal.value.hub_id !== info.hub_id) return yield* Unprocessable.field("code", WRONG_HUB)
          purpose = state.purpose
          portalId = portal.value.id
          yield* renewGrant(user, state.purpose, portalId, grant)
          if (state.purpose === "reauthorise") {
            yield* realtime
              .trigger(reauthChannel(user.id), Events.reauthComplete, { user_id: user.id })
              .pipe(Effect.catchAll((error) => Effect.logWarning("reauth.complete was not published", error.message)))
            yield* realtime
              .trigger(webChannel(user.id), Events.moduleInstall, { user_id: user.id, portal_id: portalId })
              .pipe(Effect.catchAll((error) => Effect.logWarning("module-install was not published", error.message)))
          }
        }
        // The exchange's access token serves the portal's first CRM calls (the setup wizard's) without a refresh.
        yield* portalCrm.keep(grant.refreshTokenEncrypted, tokens)
        const portal = yield* catalog.read(scopeFor(user), portalId)
        const result: OAuthResult = {
          data: { purpose, portal, portal_setup_status: portal.portal_setup_status, message: resultMessage[purpose] }
        }
        return result
      })

    /**
     * Whether the portal's CRM grant still works, by one cheap real call: a live access token
     * (the cached one, else a refresh, which HubSpot refuses once the app was uninstalled) introspected at
     * HubSpot, which answers inactive for a revoked token. Read-only: nothing is logged.
     */
    const connection = (user: User, _provider: OAuthProvider, portalId: number) =>
      Effect.gen(function* () {
        // NotFound when absent, Forbidden outside the caller's scope.
        yield* catalog.read(scopeFor(user), portalId)
        const access = yield* repo.crmAccessOf(portalId)
        if (Option.isNone(access)) return yield* new NotFound({ message: NOT_FOUND })
        const checked = yield* portalCrm.accessToken(access.value).pipe(
          Effect.flatMap((auth) => Effect.mapError(crm.introspect(auth.accessToken), crmErrorToWire)),
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

    return { url, callback, connection, redirectUri } as const
  })
}) {}
