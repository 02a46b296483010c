// The login page ('/'): after logging in, back to where the visitor was sent from.
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtom } from "jotai"
import { lastRouteAtom } from "@/entities/session"
import { LoginForm } from "@/features/login"
import { returnPath } from "../lib/returnPath.ts"
import styles from "./LoginPage.module.css"

export function LoginPage() {
  const [lastRoute, setLastRoute] = useAtom(lastRouteAtom)
  const navigate = useNavigate()

  const onLoggedIn = () => {
    const target = returnPath(lastRoute)
    setLastRoute(null)
    void navigate({ href: target, replace: true })
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">Log in</h1>
        <LoginForm onLoggedIn={onLoggedIn} />
        <p className={styles.links}>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      </section>
    </main>
  )
}
