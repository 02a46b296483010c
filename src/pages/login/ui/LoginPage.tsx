// The login page ('/'): what the product is, the login form, and the ways in for visitors without an
// account: Register (the register modal, as in the guest bars) and the guest demo (/portals-guest).
// After logging in, back to where the visitor was sent from.
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtom } from "jotai"
import { lazy, Suspense } from "react"

import { lastRouteAtom } from "@/entities/session"
import { LoginForm } from "@/features/login"
import { ApiReady } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { CardPage } from "@/shared/ui/card-page"

import { DEMO_LABEL, PRODUCT_LINE, PRODUCT_NAME, REGISTER_LABEL, REGISTER_PROMPT } from "../config/texts.ts"
import { returnPath } from "../lib/returnPath.ts"
import styles from "./LoginPage.module.css"

// Loaded when asked for: the first page stays small.
const RegisterModal = lazy(() => import("@/features/register").then((module) => ({ default: module.RegisterModal })))

export function LoginPage() {
  const [lastRoute, setLastRoute] = useAtom(lastRouteAtom)
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const navigate = useNavigate()

  const onLoggedIn = () => {
    const target = returnPath(lastRoute)
    setLastRoute(null)
    void navigate({ href: target, replace: true })
  }

  return (
    <>
      <CardPage
        title="Log in"
        intro={
          <>
            <strong className={styles.product}>{PRODUCT_NAME}</strong>
            {PRODUCT_LINE}
          </>
        }
        footer={
          <>
            <Link to={RoutePath.ForgotPassword}>Forgot password?</Link>
            <span className={styles.ways}>
              <span>
                {REGISTER_PROMPT}{" "}
                <button type="button" className={styles.register} onClick={() => setOpenModal("register")}>
                  {REGISTER_LABEL}
                </button>
              </span>
              <Link to={RoutePath.PortalsGuest}>{DEMO_LABEL}</Link>
            </span>
          </>
        }
      >
        <LoginForm onLoggedIn={onLoggedIn} />
      </CardPage>
      {openModal === "register" ? (
        <Suspense fallback={null}>
          <ApiReady>
            <RegisterModal />
          </ApiReady>
        </Suspense>
      ) : null}
    </>
  )
}
