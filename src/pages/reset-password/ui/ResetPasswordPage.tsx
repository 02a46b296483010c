// Sets a new password from the emailed link: /reset-password?token=…&email=…
import { SetPasswordForm } from "@/features/password-reset"
import styles from "./ResetPasswordPage.module.css"

export interface ResetPasswordPageProps {
  token: string
  email: string
}

export function ResetPasswordPage({ token, email }: ResetPasswordPageProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title">Reset Password</h1>
        <SetPasswordForm token={token} email={email} />
      </section>
    </main>
  )
}
