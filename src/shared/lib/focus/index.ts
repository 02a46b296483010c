export { useFocusWhenShown } from "./useFocusWhenShown.ts"
export type { ListFocus } from "./useKeepFocus.ts"
export { useKeepFocus, useListFocus } from "./useKeepFocus.ts"
