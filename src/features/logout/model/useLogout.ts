// Logout: tell the server, forget the session, go to the login page. Leaving never waits on the
// server's answer being good: a failed call still logs the user out of this browser.
import { useNavigate } from "@tanstack/react-router"
import { useSetAtom } from "jotai"
import { useCallback } from "react"

import { endSessionAtom } from "@/entities/session"
import { useApiAction } from "@/shared/api"
import { RoutePath } from "@/shared/config"

import { logOut } from "../api/logOut.ts"

export function useLogout(): { readonly logout: () => Promise<void>; readonly isPending: boolean } {
  const { run, isPending } = useApiAction()
  const endSession = useSetAtom(endSessionAtom)
  const navigate = useNavigate()

  const logout = useCallback(async () => {
    await run(logOut)
    endSession()
    await navigate({ href: RoutePath.Login })
  }, [run, endSession, navigate])

  return { logout, isPending }
}
