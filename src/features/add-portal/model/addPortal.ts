// The Add Portal flow (spec 1 section 4): the PRO-or-Free choice when the agency has PRO licences
// left, then the CRM sign-in address, then the browser goes there. A failure to get the address is
// swallowed (spec 1 section 8): the button is usable again and nothing is shown.
import { Exit } from "effect"
import { useCallback, useState } from "react"

import { goToCrmSignIn, rememberCreatePortalType, requestCrmSignInUrl } from "@/entities/portal"
import { type CreatePortalType, useApiAction, type UserAgency } from "@/shared/api"

export interface AddPortalFlow {
  /** The agency waiting for the PRO-or-Free choice, or null when no choice is asked. */
  readonly choosingFor: UserAgency | null
  readonly isPending: boolean
  /** Starts the flow for the agency: asks PRO-or-Free when it has licences, else goes on as Free. */
  readonly start: (agency: UserAgency) => void
  /** The PRO-or-Free answer; the choice is saved and sent as create_portal_type. */
  readonly choose: (type: CreatePortalType) => void
  /** Outside click, Escape or closing the choice: nothing happens. */
  readonly cancel: () => void
}

export function useAddPortal(): AddPortalFlow {
  // Asks where to sign in to the CRM: nothing cached changes (the browser leaves for the CRM).
  const { isPending, run } = useApiAction({ invalidates: [] })
  const [choosingFor, setChoosingFor] = useState<UserAgency | null>(null)

  const signIn = useCallback(
    (agency: UserAgency, type: CreatePortalType) => {
      rememberCreatePortalType(type)
      void run(requestCrmSignInUrl({ agency_id: agency.id, create_portal_type: type })).then((exit) => {
        if (Exit.isSuccess(exit)) goToCrmSignIn(exit.value)
      })
    },
    [run]
  )

  const start = useCallback(
    (agency: UserAgency) => {
      if (agency.portals_available > 0) setChoosingFor(agency)
      else signIn(agency, "free")
    },
    [signIn]
  )

  const choose = useCallback(
    (type: CreatePortalType) => {
      if (choosingFor === null) return
      setChoosingFor(null)
      signIn(choosingFor, type)
    },
    [choosingFor, signIn]
  )

  const cancel = useCallback(() => setChoosingFor(null), [])

  return { choosingFor, isPending, start, choose, cancel }
}
