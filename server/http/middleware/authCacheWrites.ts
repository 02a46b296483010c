// After this process handles a write to the API, its AuthCache forgets everything: whatever the write changed
// (a logout, a password, a role, a membership, an agency's credits) is what the caller's next read must see.
// The sandboxes' own routes (the CRM, payments and mail stand-ins) change nothing a token resolves to.
import { type HttpApp, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"

import { AuthCache } from "../../domain/auth/AuthCache.ts"
import { isRead } from "./authentication.ts"

export const authCacheForgetsWrites = Effect.map(
  AuthCache,
  (cache) =>
    <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        isRead(request.method) || request.url.startsWith("/sandbox/") ? app : Effect.ensuring(app, cache.invalidate)
      )
)
