export type { PadLockProps } from "./PadLock.tsx"
export { PadLock } from "./PadLock.tsx"
