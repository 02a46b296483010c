export { logOut } from "./api/logOut.ts"
export { useLogout } from "./model/useLogout.ts"
