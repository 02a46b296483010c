// Asks for a password reset link by email.
import { Link } from "@tanstack/react-router"
import { RequestResetForm } from "@/features/password-reset"
import styles from "./ForgotPasswordPage.module.css"

export function ForgotPasswordPage() {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot Password</h1>
        <p className={styles.intro}>Enter your email and we will send you a link to set a new password.</p>
        <RequestResetForm />
        <p className={styles.links}>
          <Link to="/">Back to log in</Link>
        </p>
      </section>
    </main>
  )
}
