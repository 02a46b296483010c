// Logout: tell the server, forget the session, go to the login page. Leaving never waits on the
// server's answer being good: a failed call still logs the user out of this browser.
import { useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useSetAtom } from "jotai"
import { useCallback } from "react"

import { endSessionAtom } from "@/entities/session"
import { clientConfigKeys, useApiAction } from "@/shared/api"
import { RoutePath } from "@/shared/config"

import { logOut } from "../api/logOut.ts"

export function useLogout(): { readonly logout: () => Promise<void>; readonly isPending: boolean } {
  const { run, isPending } = useApiAction({ invalidates: [] })
  const queryClient = useQueryClient()
  const endSession = useSetAtom(endSessionAtom)
  const navigate = useNavigate()

  const logout = useCallback(async () => {
    await run(logOut)
    endSession()
    await navigate({ href: RoutePath.Login })
    // Nothing the user read is kept for whoever signs in next (the public settings excepted).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== clientConfigKeys.all[0] })
  }, [run, endSession, navigate, queryClient])

  return { logout, isPending }
}
