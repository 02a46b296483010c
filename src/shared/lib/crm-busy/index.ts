export { crmBusyAtom, crmBusyChangeAtom } from "./crmBusyAtom.ts"
