// POST /auth/api/v2/login: the token (valid 86400 s) and the user.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

import type { LoginValues } from "../model/validate.ts"

export const logIn = (values: LoginValues) =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.auth.login({ payload: { email: values.email.trim(), password: values.password } }))
    ),
    Effect.map((answer) => ({ token: answer.data.token, user: answer.data.user }))
  )
