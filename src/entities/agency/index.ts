export { isSuspended, runsSaas, SUSPENDED_EXPLANATION } from "./lib/status.ts"
export { activeAgencyIdAtom } from "./model/atoms.ts"
export type { Agency, AgencyRef, UserAgency } from "@/shared/api"
