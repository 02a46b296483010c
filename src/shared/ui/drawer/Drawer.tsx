// A side drawer sliding in from the right, shown while it is the open drawer (see useDrawer).
import { useAtomValue, useSetAtom } from "jotai"
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react"
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { alertSlotAtom } from "../alert/alertSlotAtom.ts"
import type { DrawerName } from "./drawerName.ts"
import styles from "./Drawer.module.css"
import { openDrawerAtom } from "./openDrawerAtom.ts"
import { DRAWER_CLOSE_DELAY_MS, DRAWER_DRAGGING_TRANSITION_S, DRAWER_TRANSITION_S } from "./swipe.ts"
import { useSwipeToClose } from "./useSwipeToClose.ts"

export interface DrawerProps {
  name: DrawerName
  title: string
  /** A number is pixels, a string any CSS width. */
  width?: number | string
  className?: string
  children?: ReactNode
}

export function Drawer({ name, title, width = 720, className, children }: DrawerProps) {
  const setOpenDrawer = useSetAtom(openDrawerAtom)
  const isOpen = useAtomValue(openDrawerAtom) === name
  const isMounted = useCloseDelay(isOpen)
  const panelRef = useRef<HTMLDivElement>(null)

  // Only close this drawer: another one may have been opened while this one slides out.
  const close = useCallback(() => setOpenDrawer((current) => (current === name ? null : current)), [setOpenDrawer, name])
  const { offset, handlers } = useSwipeToClose(panelRef, close)
  const noticeSlot = useNoticeSlot()

  if (!isMounted) return null

  const panelStyle: CSSProperties = {
    width: typeof width === "number" ? `${width}px` : width,
    transform: offset !== null ? `translateX(${offset}px)` : isOpen ? "translateX(0)" : "translateX(100%)",
    transition: `transform ${offset !== null ? DRAWER_DRAGGING_TRANSITION_S : DRAWER_TRANSITION_S}s ease-out`
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : close())}
      className={[styles.overlay, isOpen ? undefined : styles.closing].filter(Boolean).join(" ")}
      style={{ transitionDuration: `${DRAWER_TRANSITION_S}s` }}
    >
      <Modal ref={panelRef} className={[styles.panel, className].filter(Boolean).join(" ")} style={panelStyle}>
        <div className={styles.surface} data-drawer={name} {...handlers}>
          <Dialog className={styles.dialog}>
            <header className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <AriaButton aria-label="Close" className={styles.close} onPress={close}>
                <span aria-hidden="true">×</span>
              </AriaButton>
            </header>
            <div ref={noticeSlot} className={styles.notices} />
            <div className={styles.body}>{children}</div>
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  )
}

/** Publishes the element under the header as the place for app notices while this drawer is shown;
 *  a drawer sliding out must not take the slot from the one that replaced it. */
function useNoticeSlot(): (element: HTMLDivElement | null) => void {
  const setSlot = useSetAtom(alertSlotAtom)
  const mine = useRef<HTMLDivElement | null>(null)
  return useCallback(
    (element: HTMLDivElement | null) => {
      if (element !== null) {
        mine.current = element
        setSlot(element)
        return
      }
      const previous = mine.current
      mine.current = null
      setSlot((current) => (current === previous ? null : current))
    },
    [setSlot]
  )
}

/** Keeps the content mounted for the slide-out after closing, then unmounts it. */
function useCloseDelay(isOpen: boolean): boolean {
  const [isMounted, setIsMounted] = useState(isOpen)
  if (isOpen && !isMounted) setIsMounted(true)
  useEffect(() => {
    if (isOpen || !isMounted) return
    const timer = setTimeout(() => setIsMounted(false), DRAWER_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isOpen, isMounted])
  return isOpen || isMounted
}
