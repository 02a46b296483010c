// GET /users/invitation (what the link offers) and POST /users/accept-invitation (join the agency and
// sign in: the answer is POST /login's plus the message).
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const readInvitation = (token: string, email: string) =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.invitations.read({ urlParams: { token, email } }))),
    Effect.map((answer) => answer.data)
  )

export type InvitationOffer = Effect.Effect.Success<ReturnType<typeof readInvitation>>

export interface AcceptValues {
  readonly token: string
  readonly email: string
  /** Only for a new account. */
  readonly account?: { readonly name: string; readonly password: string; readonly passwordConfirmation: string }
}

export const acceptInvitation = (values: AcceptValues) =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.invitations.accept({
          payload: {
            token: values.token,
            email: values.email,
            ...(values.account === undefined
              ? {}
              : {
                  name: values.account.name.trim(),
                  password: values.account.password,
                  password_confirmation: values.account.passwordConfirmation
                })
          }
        })
      )
    ),
    Effect.map(({ data }) => ({ message: data.message, session: { token: data.token, user: data.user } }))
  )
