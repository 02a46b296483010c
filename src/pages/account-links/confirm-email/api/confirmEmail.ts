// POST /auth/api/v2/users/me/email/confirm: applies a pending email change; the link's token is the proof.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const confirmEmail = (token: string) =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.auth.confirmEmail({ payload: { token } }))),
    Effect.map((answer) => answer.data.message)
  )
