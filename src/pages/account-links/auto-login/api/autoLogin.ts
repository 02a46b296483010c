// POST /auto-login and /v5-auto-login: a single-use login link answers like POST /login.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const autoLogin = (token: string, v5: boolean) =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        v5 ? client.invitations.v5AutoLogin({ payload: { token } }) : client.invitations.autoLogin({ payload: { token } })
      )
    ),
    Effect.map((answer) => ({ token: answer.data.token, user: answer.data.user }))
  )
