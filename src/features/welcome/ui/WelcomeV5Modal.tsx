// The welcome to version 5 (modal "welcome-v5"): shown when the address carries ?welcome=v5, which is
// then removed from the address so a reload or a shared link does not show it again.
import { useLocation, useNavigate } from "@tanstack/react-router"
import { useAtom } from "jotai"
import { useEffect } from "react"

import { availableModals } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { Modal } from "@/shared/ui/dialog"

import { hasWelcomeV5Flag, withoutWelcomeFlag } from "../lib/welcomeFlag.ts"
import { WelcomeV5View } from "./WelcomeV5View.tsx"

export const WELCOME_V5_WIDTH = 600

export function WelcomeV5Modal() {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const location = useLocation()
  const navigate = useNavigate()
  const flagged = hasWelcomeV5Flag(location.search as Record<string, unknown>)

  useEffect(() => {
    if (!flagged || !availableModals.has("welcome-v5")) return
    setOpenModal("welcome-v5")
    void navigate({ href: withoutWelcomeFlag(location.pathname, location.searchStr, location.hash), replace: true })
  }, [flagged, setOpenModal, navigate, location.pathname, location.searchStr, location.hash])

  const close = () => setOpenModal(null)
  return (
    <Modal isOpen={openModal === "welcome-v5"} onOpenChange={(open) => (open ? undefined : close())} width={WELCOME_V5_WIDTH}>
      <WelcomeV5View onClose={close} />
    </Modal>
  )
}
