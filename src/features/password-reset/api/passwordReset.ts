// POST /password/reset mails a link; POST /password/setup sets the password from that link's token.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const requestPasswordReset = (email: string) =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.auth.passwordReset({ payload: { email: email.trim() } }))),
    Effect.map((answer) => answer.data.message)
  )

export interface NewPassword {
  readonly token: string
  readonly email: string
  readonly password: string
  readonly passwordConfirmation: string
}

export const setPassword = (values: NewPassword) =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.auth.passwordSetup({
          payload: {
            token: values.token,
            email: values.email.trim(),
            password: values.password,
            password_confirmation: values.passwordConfirmation
          }
        })
      )
    ),
    Effect.map((answer) => answer.data.message)
  )
