// The Register modal ('Create Account', half the window wide), mounted in the guest layouts and opened
// by openModalAtom "register" from the guest bars' Register entry.
import { useAtom } from "jotai"

import { openModalAtom } from "@/shared/lib/modal"
import { Modal } from "@/shared/ui/dialog"

import { REGISTER_MODAL_WIDTH } from "../config/texts.ts"
import { RegisterForm } from "./RegisterForm.tsx"

export interface RegisterModalProps {
  /** Where the browser goes after registering; a full page load by default. */
  goTo?: (url: string) => void
}

const leaveFor = (url: string) => window.location.assign(url)

export function RegisterModal({ goTo = leaveFor }: RegisterModalProps) {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const close = () => setOpenModal((current) => (current === "register" ? null : current))
  return (
    <Modal isOpen={openModal === "register"} onOpenChange={(open) => (open ? undefined : close())} width={REGISTER_MODAL_WIDTH}>
      <RegisterForm goTo={goTo} onClose={close} />
    </Modal>
  )
}
