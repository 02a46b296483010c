// The sign-in's callback: it uses up the state, exchanges the code with the flow's PKCE verifier, then adds
// the portal (addPortal.ts), reconnects it (a new refresh token after 40001) or re-authorises it (more
// scopes after 40010), and answers with the portal as the caller sees it.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { OAuthProvider, OAuthPurpose, OAuthResult } from "#contract/oauth-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm, type CrmError, type TokenInfo, type TokenSet } from "../../integrations/crm/index.ts"
import { Events, Realtime, reauthChannel, webChannel } from "../../integrations/realtime/index.ts"
import { Secrets } from "../../lib/app-key.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { scopeFor } from "../policy/Policy.ts"
import { PortalCatalog } from "../portals/PortalCatalog.ts"
import { addPortal, type Grant } from "./addPortal.ts"
import { ConnectionLoss } from "./ConnectionLoss.ts"
import { SIGN_IN_FAILED, STATE_INVALID, WRONG_HUB } from "./messages.ts"
import { hashState, redirectUriOf } from "./signInUrl.ts"

const resultMessage: Record<OAuthPurpose, string> = {
  add: "Portal added",
  reconnect: "Portal reconnected",
  reauthorise: "Permissions updated"
}

/** A refused code (used, expired, wrong redirect) is the user's to retry; the rest as portal calls answer them. */
const exchangeErrorToWire = (error: CrmError) =>
  error._tag === "CrmRequestFailed" && error.status !== undefined && error.status >= 400 && error.status < 500
    ? Unprocessable.field("code", SIGN_IN_FAILED)
    : crmErrorToWire(error)

export const signInCallback = Effect.gen(function* () {
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
  const connectionLoss = yield* ConnectionLoss
  const add = yield* addPortal

  const redirectUri = redirectUriOf(appUrl)

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

  /** Stores the new grant of an existing portal (reconnect and re-authorisation). */
  const renewGrant = (user: User, purpose: "reconnect" | "reauthorise", portalId: number, grant: Grant) =>
    transaction.run(
      Effect.gen(function* () {
        const { info } = grant
        const wasLost = yield* repo.storeGrant(portalId, grant.refreshTokenEncrypted, info.scopes)
        if (wasLost) yield* connectionLoss.restored(portalId, user.id)
        yield* activity.record({
          event: purpose === "reconnect" ? "portal.reconnected" : "portal.reauthorised",
          causer: userRef(user.id),
          subject: { id: portalId, type: SubjectType.Portal },
          properties: { hub_id: info.hub_id, scopes: info.scopes }
        })
      })
    )

  return (user: User, _provider: OAuthProvider, code: string, rawState: string) =>
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
})
