export type { DrawerProps } from "./Drawer.tsx"
export { Drawer } from "./Drawer.tsx"
export { drawerEntryProps } from "./drawerEntry.ts"
export type { DrawerName } from "./drawerName.ts"
export { DRAWER_NAMES, isDrawerName } from "./drawerName.ts"
export { openDrawerAtom } from "./openDrawerAtom.ts"
export type { GestureAxis, SwipeOutcome, SwipeRelease } from "./swipe.ts"
export {
  classifyGesture,
  dragOffset,
  DRAWER_CLOSE_DELAY_MS,
  DRAWER_DRAGGING_TRANSITION_S,
  DRAWER_TRANSITION_S,
  SWIPE_SPEED_THRESHOLD,
  SWIPE_THRESHOLD_PX,
  swipeOutcome,
  swipeVelocity
} from "./swipe.ts"
export type { DrawerApi } from "./useDrawer.ts"
export { useDrawer } from "./useDrawer.ts"
