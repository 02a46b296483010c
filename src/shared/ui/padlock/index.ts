export { PadLock } from "./PadLock.tsx"
export type { PadLockProps } from "./PadLock.tsx"
