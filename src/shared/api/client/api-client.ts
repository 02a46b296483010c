// The SPA's one door to the server: the typed contract client with token, retries and the error catalogue.
import { FetchHttpClient } from "@effect/platform"
import { Effect } from "effect"
import type { ApiError } from "../errors/api-error.ts"
import { toApiError } from "../errors/to-api-error.ts"
import { AccessToken } from "./access-token.ts"
import type { makeContractClient } from "./contract-client.ts"
import { ApiFailureHooks } from "./failure-hooks.ts"

/** The generated client: one property per contract group, one method per endpoint. */
export type ContractClient = Effect.Effect.Success<ReturnType<typeof makeContractClient>>

export class ApiClient extends Effect.Service<ApiClient>()("shared/ApiClient", {
  effect: Effect.gen(function* () {
    const token = yield* AccessToken
    const hooks = yield* ApiFailureHooks
    // Loaded with the first call, not with the entry chunk (the login form paints without it).
    const contract = yield* Effect.promise(() => import("./contract-client.ts"))
    const client = yield* contract.makeContractClient(token.get, (busy) => hooks.onCrmBusy?.(busy))

    const notify = (error: ApiError) =>
      Effect.sync(() => {
        // A 400 carrying an application code (40001 reconnect, 40010 scopes) has its own handling
        // where it happens; sending the user to /400 would cut that short.
        if (error.status === 400 && error.statusCode === undefined) hooks.onBadRequest()
        if (error.status === 401) hooks.onUnauthorized()
      })

    /** Runs one call of the contract; every failure arrives as the catalogue's ApiError. */
    const call = <A, E>(request: (client: ContractClient) => Effect.Effect<A, E>): Effect.Effect<A, ApiError> =>
      Effect.suspend(() => request(client)).pipe(
        Effect.catchAll((failure) => toApiError(failure).pipe(Effect.tap(notify), Effect.flip))
      )

    return { call } as const
  }),
  dependencies: [FetchHttpClient.layer]
}) {}
