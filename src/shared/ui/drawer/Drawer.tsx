// A side drawer sliding in from the right, shown while it is the open drawer (see useDrawer).
import { useAtomValue, useSetAtom } from "jotai"
import { type CSSProperties, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from "react"
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"

import { NoticeOwner } from "../alert/NoticeOwner.tsx"
import { drawerScreenAtom, drawerScreenToken, newScreenToken, NoticeOwnerContext, type ScreenToken } from "../alert/noticeScreen.ts"
import styles from "./Drawer.module.css"
import { drawerEntryAt } from "./drawerEntry.ts"
import type { DrawerName } from "./drawerName.ts"
import { openDrawerAtom } from "./openDrawerAtom.ts"
import { DRAWER_CLOSE_DELAY_MS, DRAWER_DRAGGING_TRANSITION_S, DRAWER_TRANSITION_S } from "./swipe.ts"
import { useKeyboardScrollable } from "./useKeyboardScrollable.ts"
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
  const opening = useCloseDelay(isOpen, name)
  const isMounted = opening !== null
  // This opening of the drawer, over this page, is a screen of its own: notices raised in it stay in it.
  const page = useContext(NoticeOwnerContext)
  const screen = opening === null ? null : drawerScreenToken(page, opening)
  const panelRef = useRef<HTMLDivElement>(null)

  // Only close this drawer: another one may have been opened while this one slides out.
  const close = useCallback(() => setOpenDrawer((current) => (current === name ? null : current)), [setOpenDrawer, name])
  const { offset, handlers } = useSwipeToClose(panelRef, close)
  const pressedEntry = usePressedEntry(isOpen)
  // A press on the overlay over a drawer's entry opens that drawer: nothing to do for this one's own.
  const shouldCloseOnInteractOutside = useCallback(() => {
    const press = pressedEntry()
    if (press === null) return true
    if (press.isFinal && press.entry !== name) setOpenDrawer(press.entry)
    return false
  }, [pressedEntry, name, setOpenDrawer])
  const noticeSlot = useRef<HTMLDivElement>(null)
  usePublishScreen(name, screen, noticeSlot)
  const bodyRef = useRef<HTMLDivElement>(null)
  const scrollsByKeyboard = useKeyboardScrollable(bodyRef, isMounted)

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
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
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
            <div ref={bodyRef} className={styles.body} {...(scrollsByKeyboard ? { tabIndex: 0, role: "region", "aria-label": title } : {})}>
              <NoticeOwner screen={screen ?? page}>{children}</NoticeOwner>
            </div>
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  )
}

const FINAL_PRESS_EVENTS = new Set(["click", "mouseup"])

/**
 * The drawer entry under the latest press, and whether that press has completed (its click). react-aria
 * asks whether an outside press closes the drawer with the pressed element only (the overlay), so the
 * point is noted on the window, where the event passes before react-aria's listeners on the document.
 */
function usePressedEntry(isOpen: boolean): () => { entry: DrawerName; isFinal: boolean } | null {
  const latest = useRef<{ x: number; y: number; type: string } | null>(null)
  useEffect(() => {
    if (!isOpen) return
    const note = (event: MouseEvent) => {
      latest.current = { x: event.clientX, y: event.clientY, type: event.type }
    }
    const types = ["pointerdown", "mousedown", "mouseup", "click"] as const
    for (const type of types) window.addEventListener(type, note, true)
    return () => {
      for (const type of types) window.removeEventListener(type, note, true)
      latest.current = null
    }
  }, [isOpen])
  return useCallback(() => {
    const press = latest.current
    const entry = press === null ? null : drawerEntryAt(press.x, press.y)
    return press === null || entry === null ? null : { entry, isFinal: FINAL_PRESS_EVENTS.has(press.type) }
  }, [])
}

/**
 * Publishes this drawer's screen and the element under its header (where its notices go) while it is
 * shown; a drawer sliding out must not take the place of the one that replaced it.
 */
function usePublishScreen(name: DrawerName, screen: ScreenToken | null, slot: { readonly current: HTMLDivElement | null }) {
  const setScreen = useSetAtom(drawerScreenAtom)
  // Before the content's own effects run, so that a notice they raise finds its drawer in front.
  useLayoutEffect(() => {
    const element = slot.current
    if (screen === null || element === null) return
    const mine = { drawer: name, token: screen, element }
    setScreen(mine)
    return () => setScreen((current) => (current === mine ? null : current))
  }, [setScreen, name, screen, slot])
}

/**
 * Keeps the content mounted for the slide-out after closing, then unmounts it. Answers a token for this
 * opening while mounted (a new one each time the drawer opens again), null while unmounted.
 */
function useCloseDelay(isOpen: boolean, name: DrawerName): ScreenToken | null {
  const [opening, setOpening] = useState<ScreenToken | null>(() => (isOpen ? newScreenToken(`drawer:${name}`) : null))
  if (isOpen && opening === null) setOpening(newScreenToken(`drawer:${name}`))
  useEffect(() => {
    if (isOpen || opening === null) return
    const timer = setTimeout(() => setOpening(null), DRAWER_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isOpen, opening])
  return opening
}
