// Asks for a password reset link by email.
import { Link } from "@tanstack/react-router"

import { RequestResetForm } from "@/features/password-reset"
import { CardPage } from "@/shared/ui/card-page"

export function ForgotPasswordPage() {
  return (
    <CardPage
      title="Forgot Password"
      intro="Enter your email and we will send you a link to set a new password."
      footer={<Link to="/">Back to log in</Link>}
    >
      <RequestResetForm />
    </CardPage>
  )
}
