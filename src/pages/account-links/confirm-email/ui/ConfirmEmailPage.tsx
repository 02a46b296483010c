// /confirm-email?token=…: the link mailed to a new email address. The change is applied only when the
// button is pressed, so a mail scanner that opens the link does not use it up. Every session ends on
// the server, so a signed-in browser forgets its session too and offers to log in with the new address.
import { Link } from "@tanstack/react-router"
import { Exit, Option } from "effect"
import { useSetAtom } from "jotai"
import { useState } from "react"

import { endSessionAtom } from "@/entities/session"
import { failureOf, useApiAction } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { CardPage } from "@/shared/ui/card-page"

import { confirmEmail } from "../api/confirmEmail.ts"

export const CONFIRM_EMAIL_TITLE = "Confirm Email Address"
export const CONFIRM_EMAIL_INTRO = "Press the button to make this address the email of your account."
export const INVALID_EMAIL_LINK = "This email confirmation link is invalid or has expired."

export interface ConfirmEmailPageProps {
  token: string
}

type Outcome = { readonly kind: "done" | "failed"; readonly message: string }

export function ConfirmEmailPage({ token }: ConfirmEmailPageProps) {
  // The confirmed address is the session's (jotai), not a cached read.
  const action = useApiAction({ invalidates: [] })
  const endSession = useSetAtom(endSessionAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(token === "" ? { kind: "failed", message: INVALID_EMAIL_LINK } : null)

  const confirm = async () => {
    const exit = await action.run(confirmEmail(token))
    if (Exit.isSuccess(exit)) {
      endSession()
      setOutcome({ kind: "done", message: exit.value })
      return
    }
    Option.map(failureOf(exit.cause), (error) => setOutcome({ kind: "failed", message: error.serverMessage ?? error.message }))
  }

  const footer = <Link to={RoutePath.Login}>Log in</Link>
  if (outcome !== null) {
    return (
      <CardPage title={CONFIRM_EMAIL_TITLE} footer={footer}>
        <Alert type={outcome.kind === "done" ? "success" : "warning"}>{outcome.message}</Alert>
      </CardPage>
    )
  }
  return (
    <CardPage title={CONFIRM_EMAIL_TITLE} intro={CONFIRM_EMAIL_INTRO}>
      <Button onPress={() => void confirm()} isPending={action.isPending}>
        Confirm Email
      </Button>
    </CardPage>
  )
}
