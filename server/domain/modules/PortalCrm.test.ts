// PortalCrm keeps a portal's access token until shortly before the CRM says it expires, so the many CRM
// calls of one request or batch job spend one refresh, and a refused refresh asks for a reconnect.
import { expect, it } from "@effect/vitest"
import { Effect, Layer, TestClock } from "effect"

import { CRM_BAD_REFRESH_TOKEN_MESSAGE, StatusCode } from "#contract/errors.ts"

import { CrmReconnectRequired } from "../../integrations/crm/errors.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { Secrets } from "../../lib/app-key.ts"
import { makeSecretBox } from "../../lib/secret-box.ts"
import { withFreshTestServices } from "../../testing/fresh-test-services.ts"
import { PortalCrm, TOKEN_RENEW_MARGIN_MS } from "./PortalCrm.ts"

const box = makeSecretBox("portal-crm-test")

/** A portal of hub 77 with this stored refresh token. */
const portal = (refreshTokenEncrypted: string | null) => ({ hub_id: 77, refresh_token_encrypted: refreshTokenEncrypted })
const auth = (accessToken: string) => ({ hubId: 77, accessToken })

/** A CRM whose refresh hands out numbered tokens living 30 minutes; "revoked" is refused. */
const countingCrm = () => {
  const refreshed: Array<string> = []
  const crm = Crm.make({
    refresh: (refreshToken: string) => {
      refreshed.push(refreshToken)
      return refreshToken === "revoked"
        ? Effect.fail(new CrmReconnectRequired({ message: CRM_BAD_REFRESH_TOKEN_MESSAGE }))
        : Effect.succeed({ access_token: `access-${refreshed.length}`, refresh_token: refreshToken, expires_in: 1800 })
    }
  } as unknown as Crm)
  const layer = PortalCrm.Default.pipe(Layer.provide([Layer.succeed(Crm, crm), Layer.succeed(Secrets, box)]))
  return { refreshed, layer }
}

it.effect("reuses the access token until its last 5 minutes, then refreshes", () => {
  const { refreshed, layer } = countingCrm()
  return Effect.gen(function* () {
    const portalCrm = yield* PortalCrm
    const stored = box.encrypt("refresh-a")
    expect(yield* portalCrm.accessToken(portal(stored))).toEqual(auth("access-1"))
    expect(yield* portalCrm.accessToken(portal(stored))).toEqual(auth("access-1"))
    expect(refreshed).toEqual(["refresh-a"])

    yield* TestClock.adjust(1800 * 1000 - TOKEN_RENEW_MARGIN_MS - 1)
    expect(yield* portalCrm.accessToken(portal(stored))).toEqual(auth("access-1"))
    yield* TestClock.adjust(1)
    expect(yield* portalCrm.accessToken(portal(stored))).toEqual(auth("access-2"))
    expect(refreshed).toEqual(["refresh-a", "refresh-a"])
  }).pipe(Effect.provide(layer), withFreshTestServices)
})

it.effect("another portal's refresh token gets its own access token", () => {
  const { refreshed, layer } = countingCrm()
  return Effect.gen(function* () {
    const portalCrm = yield* PortalCrm
    expect(yield* portalCrm.accessToken(portal(box.encrypt("refresh-a")))).toEqual(auth("access-1"))
    expect(yield* portalCrm.accessToken(portal(box.encrypt("refresh-b")))).toEqual(auth("access-2"))
    expect(refreshed).toEqual(["refresh-a", "refresh-b"])
  }).pipe(Effect.provide(layer))
})

it.effect("a refused refresh token, a missing one or one that does not decrypt asks for a reconnect (40001)", () => {
  const { refreshed, layer } = countingCrm()
  return Effect.gen(function* () {
    const portalCrm = yield* PortalCrm
    for (const stored of [box.encrypt("revoked"), null, makeSecretBox("another key").encrypt("refresh-a")]) {
      const error = yield* Effect.flip(portalCrm.accessToken(portal(stored)))
      expect(error).toMatchObject({ message: CRM_BAD_REFRESH_TOKEN_MESSAGE, status_code: StatusCode.CrmReconnect })
    }
    // Only the decryptable one reached the CRM; a refused token is never cached.
    expect(refreshed).toEqual(["revoked"])
  }).pipe(Effect.provide(layer))
})

it.effect("the access token of a code exchange serves the portal's first calls without a refresh", () => {
  const { refreshed, layer } = countingCrm()
  return Effect.gen(function* () {
    const portalCrm = yield* PortalCrm
    const stored = box.encrypt("refresh-new")
    yield* portalCrm.keep(stored, { access_token: "exchanged", refresh_token: "refresh-new", expires_in: 1800 })
    expect(yield* portalCrm.accessToken(portal(stored))).toEqual(auth("exchanged"))
    expect(refreshed).toEqual([])
  }).pipe(Effect.provide(layer))
})
