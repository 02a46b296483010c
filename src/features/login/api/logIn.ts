// POST /auth/api/v2/login: the token (valid 86400 s) and the user.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

/** What the login form holds: the email as typed (trimmed here) and the password. */
export interface LoginValues {
  readonly email: string
  readonly password: string
}

export const logIn = (values: LoginValues) =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.auth.login({ payload: { email: values.email.trim(), password: values.password } }))
    ),
    Effect.map((answer) => ({ token: answer.data.token, user: answer.data.user }))
  )
