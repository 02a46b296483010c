// Route guards for app/routes; exported here so route files read `guard(loggedIn)`.
export { guard } from "./beforeLoad.ts"
export type { GuardDecision, GuardLocation, GuardRule } from "./rules.ts"
export { adminOnly, agencyAdminOnly, decide, guest, loggedIn, supportOnly } from "./rules.ts"
