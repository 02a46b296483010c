// Opens the one-time modal the server says is due (welcome first, else ask-review) once per page load,
// for signed-in non-admins, and only while no other modal and no drawer is open: it waits until the
// user has closed what they opened. Super admins never ask (no request is sent).
import { useAtom, useAtomValue } from "jotai"
import { useEffect } from "react"

import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { apiQueryOptions, onboardingKeys, useApiQuery } from "@/shared/api"
import { availableModals } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { loadOnboarding } from "../api/onboarding.ts"
import { onboardingOfferedAtom } from "./atoms.ts"

export function useOnboardingPrompt(): void {
  const user = useAtomValue(currentUserAtom)
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const userId = user !== null && !isAdmin ? user.id : null
  const [offered, setOffered] = useAtom(onboardingOfferedAtom)
  const state = useApiQuery(userId !== null && !offered.has(userId) ? apiQueryOptions(onboardingKeys.user(userId), loadOnboarding) : null)
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const openDrawer = useAtomValue(openDrawerAtom)

  useEffect(() => {
    if (userId === null || offered.has(userId) || state.status !== "success") return
    if (openModal !== null || openDrawer !== null) return
    const due = state.data.welcome ? "welcome" : state.data.ask_review ? "ask-review" : null
    setOffered(new Set([...offered, userId]))
    if (due !== null && availableModals.has(due)) setOpenModal(due)
  }, [userId, offered, state, openModal, openDrawer, setOffered, setOpenModal])
}
