// The login page ('/'): after logging in, back to where the visitor was sent from.
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtom } from "jotai"
import { lastRouteAtom } from "@/entities/session"
import { LoginForm } from "@/features/login"
import { CardPage } from "@/shared/ui/card-page"
import { returnPath } from "../lib/returnPath.ts"

export function LoginPage() {
  const [lastRoute, setLastRoute] = useAtom(lastRouteAtom)
  const navigate = useNavigate()

  const onLoggedIn = () => {
    const target = returnPath(lastRoute)
    setLastRoute(null)
    void navigate({ href: target, replace: true })
  }

  return (
    <CardPage title="Log in" footer={<Link to="/forgot-password">Forgot password?</Link>}>
      <LoginForm onLoggedIn={onLoggedIn} />
    </CardPage>
  )
}
