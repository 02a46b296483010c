export { CONFLICT_TITLE, ConflictNotice, RELOAD_LABEL } from "./ConflictNotice.tsx"
export type { ConflictNoticeProps } from "./ConflictNotice.tsx"
