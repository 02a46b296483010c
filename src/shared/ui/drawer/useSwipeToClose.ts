// Pointer (touch, pen or mouse) swipe handling for a right-hand drawer panel.
import { type MouseEvent, type PointerEvent, type RefObject, useCallback, useRef, useState } from "react"

import { classifyGesture, dragOffset, swipeOutcome, swipeVelocity } from "./swipe.ts"

interface Gesture {
  pointerId: number
  startX: number
  startY: number
  startTime: number
  axis: "pending" | "horizontal" | "vertical"
  width: number
}

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: (event: PointerEvent<HTMLElement>) => void
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void
  onClickCapture: (event: MouseEvent<HTMLElement>) => void
}

export interface SwipeState {
  /** Pixels the panel is pushed right while dragging; null when not dragging. */
  offset: number | null
  handlers: SwipeHandlers
}

// Dragging from a form field would fight text selection and caret placement.
const IGNORED_TARGETS = "input, textarea, select, [contenteditable=''], [contenteditable='true']"

export function useSwipeToClose(panelRef: RefObject<HTMLElement | null>, onClose: () => void): SwipeState {
  const gesture = useRef<Gesture | null>(null)
  const suppressClick = useRef(false)
  const [offset, setOffset] = useState<number | null>(null)

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button > 0) return
      if (event.target instanceof Element && event.target.closest(IGNORED_TARGETS)) return
      suppressClick.current = false
      const panel = panelRef.current
      // Before layout (or in a DOM without one) the viewport width is the best estimate.
      const width = panel && panel.offsetWidth > 0 ? panel.offsetWidth : window.innerWidth
      gesture.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startTime: performance.now(),
        axis: "pending",
        width
      }
    },
    [panelRef]
  )

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = gesture.current
    if (!g || g.pointerId !== event.pointerId) return
    const dx = event.clientX - g.startX
    if (g.axis === "pending") {
      g.axis = classifyGesture(dx, event.clientY - g.startY)
      if (g.axis === "horizontal") {
        // Keep receiving moves when the finger leaves the panel.
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }
    }
    if (g.axis === "horizontal") setOffset(dragOffset(dx, g.width))
  }, [])

  const finish = useCallback(
    (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
      const g = gesture.current
      if (!g || g.pointerId !== event.pointerId) return
      gesture.current = null
      if (g.axis !== "horizontal") return
      suppressClick.current = true
      setOffset(null)
      if (cancelled) return
      const dx = event.clientX - g.startX
      const outcome = swipeOutcome({
        offset: dragOffset(dx, g.width),
        width: g.width,
        velocity: swipeVelocity(dx, performance.now() - g.startTime)
      })
      if (outcome === "close") onClose()
    },
    [onClose]
  )

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => finish(event, false), [finish])
  const onPointerCancel = useCallback((event: PointerEvent<HTMLElement>) => finish(event, true), [finish])

  // A drag that ends over a link or button must not also activate it.
  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!suppressClick.current) return
    suppressClick.current = false
    event.preventDefault()
    event.stopPropagation()
  }, [])

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture } }
}
