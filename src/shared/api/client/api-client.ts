// The SPA's one door to the server: the typed contract client with token, retries and the error catalogue.
import { Effect, Layer } from "effect"

import type { ApiError } from "../errors/api-error.ts"
import { toApiError } from "../errors/to-api-error.ts"
import { AccessToken } from "./access-token.ts"
import type { makeContractClient } from "./contract-client.ts"
import { ApiFailureHooks } from "./failure-hooks.ts"

/** The generated client: one property per contract group, one method per endpoint. */
export type ContractClient = Effect.Effect.Success<ReturnType<typeof makeContractClient>>

/**
 * fetch as the client's transport, loaded with the first call like the contract client: the HTTP client brings
 * Effect's streams and channels (about 10 KB gzip) that the login page's first paint does not need.
 */
const FetchTransport = Layer.unwrapEffect(
  Effect.promise(() => import("@effect/platform/FetchHttpClient")).pipe(Effect.map((module) => module.layer))
)

export class ApiClient extends Effect.Service<ApiClient>()("shared/ApiClient", {
  effect: Effect.gen(function* () {
    const token = yield* AccessToken
    const hooks = yield* ApiFailureHooks
    // Loaded with the first call, not with the entry chunk (the login form paints without it).
    const contract = yield* Effect.promise(() => import("./contract-client.ts"))
    const client = yield* contract.makeContractClient(token.get, (busy) => hooks.onCrmBusy?.(busy))

    /** `sentWith`: the token the call went out with. */
    const notify = (error: ApiError, sentWith: string | null) =>
      Effect.sync(() => {
        // A 400 carrying an application code (40001 reconnect, 40010 scopes) has its own handling
        // where it happens; sending the user to /400 would cut that short.
        if (error.status === 400 && error.statusCode === undefined) hooks.onBadRequest()
        // Only a 401 to the session still in use ends it. One answering a call sent with a session that has
        // ended since (a confirmed email change ends every session, and the page says so) must not send the
        // user away from what the page now shows.
        if (error.status === 401 && sentWith === token.get()) hooks.onUnauthorized()
      })

    /** Runs one call of the contract; every failure arrives as the catalogue's ApiError. */
    const call = <A, E>(request: (client: ContractClient) => Effect.Effect<A, E>): Effect.Effect<A, ApiError> =>
      Effect.suspend(() => {
        const sentWith = token.get()
        return request(client).pipe(
          Effect.catchAll((failure) =>
            toApiError(failure).pipe(
              Effect.tap((error) => notify(error, sentWith)),
              Effect.flip
            )
          )
        )
      })

    return { call } as const
  }),
  dependencies: [FetchTransport]
}) {}
