// The generated contract client, in a module of its own: api-client.ts imports it lazily, so the
// contract's schemas (every endpoint group) load beside the first call instead of in the entry chunk.
import { HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"

import { Api } from "../contract/api.ts"
import { retryTransientReads, retryWhileCrmBusy } from "./retry.ts"

export const makeContractClient = (getToken: () => string | null, onCrmBusy: (busy: boolean) => void) =>
  HttpApiClient.make(Api, {
    baseUrl: "",
    transformClient: (client) =>
      client.pipe(
        // Read per request: the token changes on login and logout while the client lives on.
        HttpClient.mapRequest((request) => {
          const token = getToken()
          return token === null ? request : HttpClientRequest.bearerToken(request, token)
        }),
        retryTransientReads(),
        retryWhileCrmBusy(onCrmBusy),
        // Failed answers become ResponseErrors here, so their envelope is read whatever its shape.
        HttpClient.filterStatusOk
      )
  })
