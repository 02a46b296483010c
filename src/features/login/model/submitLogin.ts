// What the login form loads once it has painted: the contract's check of the login body and the request itself
// (the Effect runtime and the contract are most of the app's JavaScript; the form paints without them).
import { Exit } from "effect"

import { type ApiRuntime, failureOf, fieldErrors, LoginPayload, type User } from "@/shared/api"

import { logIn, type LoginValues } from "../api/logIn.ts"

export type LoginFaults = Partial<Record<keyof LoginValues, string>>

/** The login body's first message per field, in the server's words. */
export const loginFaults = (values: LoginValues): LoginFaults => fieldErrors(LoginPayload, values)

export type LoginOutcome =
  | { readonly session: { readonly token: string; readonly user: User } }
  /** The server's message; null when the failure carries none to show. */
  | { readonly refusal: string | null }

export const submitLogin = async (runtime: ApiRuntime, values: LoginValues): Promise<LoginOutcome> => {
  const exit = await runtime.runPromiseExit(logIn(values))
  if (Exit.isSuccess(exit)) return { session: exit.value }
  const failure = failureOf(exit.cause)
  return { refusal: failure._tag === "Some" ? failure.value.message : null }
}
