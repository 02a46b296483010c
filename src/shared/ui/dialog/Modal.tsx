// Centred modal overlay over react-aria's ModalOverlay + Modal; put a Dialog inside.
import type { ReactNode } from "react"
import { Modal as AriaModal, ModalOverlay } from "react-aria-components"

import { NoticeOwnerAtOpen } from "../alert/NoticeOwner.tsx"
import styles from "./Modal.module.css"

export interface ModalProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** false: neither an outside click nor Escape closes it (e.g. the 'Migrate' dialog). */
  isDismissable?: boolean
  /** A number is pixels (e.g. 866), a string any CSS width (e.g. '50%'). */
  width?: number | string
  className?: string
  children: ReactNode
}

export function Modal({ isOpen, onOpenChange, isDismissable = true, width, className, children }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <AriaModal
        className={[styles.modal, className].filter(Boolean).join(" ")}
        style={width === undefined ? undefined : { width: typeof width === "number" ? `${width}px` : width }}
      >
        {/* Notices raised in the modal go to the screen it was opened over (and stay there once it closes). */}
        <NoticeOwnerAtOpen>{children}</NoticeOwnerAtOpen>
      </AriaModal>
    </ModalOverlay>
  )
}
