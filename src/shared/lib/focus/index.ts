export { useFocusWhenShown } from "./useFocusWhenShown.ts"
export { useKeepFocus, useListFocus } from "./useKeepFocus.ts"
export type { ListFocus } from "./useKeepFocus.ts"
