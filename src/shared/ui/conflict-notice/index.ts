export { ConflictNotice } from "./ConflictNotice.tsx"
