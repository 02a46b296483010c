// /setup-accept-invitation?token=…&email=…: the mailed invitation. A new person chooses a name and a
// password; someone with an account just accepts. Either way they are then signed in (the server answers
// as the login does) and land on the portal list, as after logging in.
import { useStore } from "@tanstack/react-form"
import { Link, useNavigate } from "@tanstack/react-router"
import { Exit } from "effect"
import { useSetAtom } from "jotai"

import { startSessionAtom } from "@/entities/session"
import { CONFIRM_PASSWORD_FIELD, NEW_PASSWORD_FIELD } from "@/features/password-reset"
import { apiQueryOptions, failureOf, invitationKeys, useApiAction, useApiQuery } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert, useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { CardPage } from "@/shared/ui/card-page"
import { showServerFaults, useContractForm } from "@/shared/ui/form"
import { Spinner } from "@/shared/ui/spinner"

import { acceptInvitation, type InvitationOffer, readInvitation } from "../api/invitation.ts"
import { acceptChecks, EMPTY_ACCEPT_FORM, roleLabel } from "../model/acceptForm.ts"
import styles from "./SetupAcceptInvitationPage.module.css"

export const ACCEPT_INVITATION = "Accept Invitation"
export const INVALID_INVITATION = "This invitation link is invalid or has expired."

export interface SetupAcceptInvitationPageProps {
  token: string
  email: string
}

const logInLink = <Link to={RoutePath.Login}>Go to log in</Link>

export function SetupAcceptInvitationPage({ token, email }: SetupAcceptInvitationPageProps) {
  const complete = token !== "" && email !== ""
  const offer = useApiQuery(complete ? apiQueryOptions(invitationKeys.offer(token, email), readInvitation(token, email)) : null)

  if (!complete) {
    return (
      <CardPage title={ACCEPT_INVITATION} footer={logInLink}>
        <Alert type="warning">{INVALID_INVITATION}</Alert>
      </CardPage>
    )
  }
  if (offer.status === "loading") {
    return (
      <CardPage title={ACCEPT_INVITATION}>
        <Spinner label="Loading the invitation" />
      </CardPage>
    )
  }
  if (offer.status === "failure") {
    return (
      <CardPage title={ACCEPT_INVITATION} footer={logInLink}>
        <Alert type={offer.error.status === 404 ? "warning" : "danger"}>
          {offer.error.status === 404 ? INVALID_INVITATION : offer.error.message}
        </Alert>
      </CardPage>
    )
  }
  return (
    <CardPage title={ACCEPT_INVITATION} footer={logInLink}>
      <AcceptForm token={token} invitation={offer.data} />
    </CardPage>
  )
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationOffer }) {
  // Accepting signs in: the session starts with nothing cached for this user.
  const { run } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()
  const navigate = useNavigate()
  const startSession = useSetAtom(startSessionAtom)
  const newUser = !invitation.existing_user
  const form = useContractForm({
    defaultValues: EMPTY_ACCEPT_FORM,
    ...acceptChecks(token, invitation.email, newUser),
    onSubmit: async (values, formApi) => {
      alerts.clear()
      const account = { name: values.name, password: values.password, passwordConfirmation: values.password_confirmation }
      const exit = await run(acceptInvitation({ token, email: invitation.email, ...(newUser ? { account } : {}) }))
      if (Exit.isSuccess(exit)) {
        startSession(exit.value.session)
        alerts.show({ type: "success", content: exit.value.message, handOver: "page" })
        void navigate({ to: RoutePath.PortalsMain, replace: true })
        return
      }
      const failure = failureOf(exit.cause)
      if (failure._tag === "None" || (failure.value.status === 422 && showServerFaults(formApi, failure.value))) return
      alerts.show({ type: "danger", content: failure.value.status === 404 ? INVALID_INVITATION : failure.value.message })
    }
  })
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)

  const inviter = invitation.invited_by ?? "An administrator"
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      noValidate
      aria-label={ACCEPT_INVITATION}
    >
      <p className={styles.offer}>
        {inviter} invited <strong>{invitation.email}</strong> to join <strong>{invitation.agency.name}</strong> as{" "}
        {roleLabel(invitation.role)}.
      </p>
      {newUser ? (
        <>
          <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired autoComplete="name" autoFocus />}</form.AppField>
          <form.AppField name="password">{(field) => <field.TextField {...NEW_PASSWORD_FIELD} />}</form.AppField>
          <form.AppField name="password_confirmation">{(field) => <field.TextField {...CONFIRM_PASSWORD_FIELD} />}</form.AppField>
        </>
      ) : (
        <p className={styles.offer}>
          You already have an account{invitation.name === null ? "" : `, ${invitation.name}`}. Accept to add {invitation.agency.name} to it.
        </p>
      )}
      <Button type="submit" isPending={isSubmitting}>
        {ACCEPT_INVITATION}
      </Button>
    </form>
  )
}
