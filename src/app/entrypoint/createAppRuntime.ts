// The app's one ManagedRuntime: the API client over fetch, with the session's token and the app's
// reactions to 400 and 401 answers and to a busy CRM.
import { Layer, ManagedRuntime } from "effect"
import type { createStore } from "jotai"

import { tokenAtom } from "@/entities/session"
import { AccessToken, ApiClient, ApiFailureHooks, type ApiRuntime } from "@/shared/api"

export interface FailureReactions {
  readonly onBadRequest: () => void
  readonly onUnauthorized: () => void
  readonly onCrmBusy: (busy: boolean) => void
}

export const createAppRuntime = (store: ReturnType<typeof createStore>, reactions: FailureReactions): ApiRuntime =>
  ManagedRuntime.make(
    ApiClient.Default.pipe(
      Layer.provide(Layer.succeed(AccessToken, { get: () => store.get(tokenAtom) })),
      Layer.provide(Layer.succeed(ApiFailureHooks, reactions))
    )
  )
