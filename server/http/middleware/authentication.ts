// Bearer-token authentication for the contract's Authentication middleware.
import { Effect, Layer, Redacted } from "effect"
import { Authentication } from "#contract/security.ts"
import { Sessions } from "../../domain/auth/Sessions.ts"

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(Sessions, (sessions) =>
    Authentication.of({
      bearer: (token) => sessions.authenticate(Redacted.value(token))
    }))
)
