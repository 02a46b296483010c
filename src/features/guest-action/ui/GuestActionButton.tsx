// The guest demo's stand-in for every install, buy and upgrade button: the same label a member would see,
// but a press opens the Register modal (an account is needed to change a portal) and calls no server.
import { useSetAtom } from "jotai"

import { availableModals } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { Button, type ButtonVariant } from "@/shared/ui/button"

export interface GuestActionButtonProps {
  /** The label the member's button would carry (the module's or template's button_state). */
  label: string
  variant?: ButtonVariant
  /** Nothing to do (e.g. 'Installed'): shown, but not pressable. */
  isDisabled?: boolean
  /** The accessible name naming the item (e.g. 'Install Hero Banner'); the label when left out. */
  accessibleName?: string
}

export function GuestActionButton({ label, variant = "primary", isDisabled = false, accessibleName }: GuestActionButtonProps) {
  const setOpenModal = useSetAtom(openModalAtom)
  const canRegister = availableModals.has("register")
  return (
    <Button
      size="sm"
      variant={variant}
      isDisabled={isDisabled || !canRegister}
      onPress={() => setOpenModal("register")}
      {...(accessibleName === undefined ? {} : { "aria-label": accessibleName })}
    >
      {label}
    </Button>
  )
}
