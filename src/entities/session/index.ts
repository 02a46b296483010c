export { fetchCurrentUser } from "./api/fetchCurrentUser.ts"
export {
  currentUserAtom,
  endSessionAtom,
  isLoggedInAtom,
  lastRouteAtom,
  roleFlagsAtom,
  startSessionAtom,
  tokenAtom
} from "./model/atoms.ts"
export { requesterAgency } from "./model/requesterAgency.ts"
export { reloadCurrentUser, restoreSession } from "./model/restore.ts"
export type { RoleFlags } from "./model/roles.ts"
export { GUEST_FLAGS, roleFlags } from "./model/roles.ts"
