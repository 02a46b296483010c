// /setup-account?token=…&email=…: the first password of an account created by registration
// (POST /password/setup with the mailed setup token), then on to '/' to log in.
import { Link, useNavigate } from "@tanstack/react-router"

import { SetPasswordForm } from "@/features/password-reset"
import { RoutePath } from "@/shared/config"
import { useAlerts } from "@/shared/ui/alert"
import { CardPage } from "@/shared/ui/card-page"

export const SETUP_ACCOUNT = "Set Up Your Account"
export const SET_PASSWORD = "Set Password"
export const MISSING_SETUP_TOKEN = "This link has no setup token. Ask for a new link."

export interface SetupAccountPageProps {
  token: string
  email: string
}

export function SetupAccountPage({ token, email }: SetupAccountPageProps) {
  const alerts = useAlerts()
  const navigate = useNavigate()
  const done = (message: string) => {
    alerts.show({ type: "success", content: message, handOver: "page" })
    void navigate({ to: RoutePath.Login, replace: true })
  }

  return (
    <CardPage
      title={SETUP_ACCOUNT}
      intro="Choose the password you will log in with."
      footer={<Link to={RoutePath.Login}>Back to log in</Link>}
    >
      <SetPasswordForm
        token={token}
        email={email}
        label={SETUP_ACCOUNT}
        submitLabel={SET_PASSWORD}
        missingTokenText={MISSING_SETUP_TOKEN}
        onDone={done}
      />
    </CardPage>
  )
}
