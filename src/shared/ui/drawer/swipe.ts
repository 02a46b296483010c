// The drawer's swipe rules (spec 1, sections 4 and 9), as pure functions so they can be tested alone.

/** Seconds the panel takes to slide in or out. */
export const DRAWER_TRANSITION_S = 0.3
/** Seconds per step while following a finger: short, so the panel keeps up without jitter. */
export const DRAWER_DRAGGING_TRANSITION_S = 0.03
/** Milliseconds between closing and unmounting the content, matching the slide-out. */
export const DRAWER_CLOSE_DELAY_MS = 300
/** Pixels a pointer must travel sideways before a press counts as a drag. */
export const SWIPE_THRESHOLD_PX = 20
/** Release speed (px/ms) above which a swipe opens the panel, however far it went. */
export const SWIPE_SPEED_THRESHOLD = 0.6

export type GestureAxis = "pending" | "horizontal" | "vertical"

/**
 * Whether a press that moved (dx, dy) is a sideways drag of the panel, a vertical scroll of its
 * content, or not yet either. Vertical wins ties so scrolling a long list never drags the panel.
 */
export function classifyGesture(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): GestureAxis {
  const ax = Math.abs(dx)
  const ay = Math.abs(dy)
  if (ax < threshold && ay < threshold) return "pending"
  return ax > ay ? "horizontal" : "vertical"
}

/** How far (px) the panel is pushed right of its open position: 0 = fully shown, width = hidden. */
export function dragOffset(dx: number, width: number): number {
  return Math.min(Math.max(dx, 0), Math.max(width, 0))
}

/** Signed speed in px/ms; positive = towards the right (closing). */
export function swipeVelocity(dx: number, elapsedMs: number): number {
  return dx / Math.max(elapsedMs, 1)
}

export type SwipeOutcome = "open" | "close"

export interface SwipeRelease {
  /** Current offset from dragOffset. */
  offset: number
  /** Panel width in px. */
  width: number
  /** From swipeVelocity. */
  velocity: number
  speedThreshold?: number
}

/**
 * The spec's rule as written (spec 1 section 4): a swipe faster than the speed threshold opens the panel,
 * whichever way it went, so a quick flick never dismisses it by accident; a slower one settles by position:
 * open when more than half of the panel is shown, closed when not. Closing by swipe is a deliberate drag.
 */
export function swipeOutcome({ offset, width, velocity, speedThreshold = SWIPE_SPEED_THRESHOLD }: SwipeRelease): SwipeOutcome {
  if (Math.abs(velocity) > speedThreshold) return "open"
  if (width <= 0) return "open"
  const shown = (width - offset) / width
  return shown > 0.5 ? "open" : "close"
}
