// Sets a new password from the emailed link: /reset-password?token=…&email=…
import { SetPasswordForm } from "@/features/password-reset"
import { CardPage } from "@/shared/ui/card-page"

export interface ResetPasswordPageProps {
  token: string
  email: string
}

export function ResetPasswordPage({ token, email }: ResetPasswordPageProps) {
  return (
    <CardPage title="Reset Password">
      <SetPasswordForm token={token} email={email} />
    </CardPage>
  )
}
