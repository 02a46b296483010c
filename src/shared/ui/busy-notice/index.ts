export { BusyNotice, CRM_BUSY_NOTICE } from "./BusyNotice.tsx"
