export type { FormFaults } from "./useContractForm.ts"
export { contractFaults, showServerFaults, useContractForm } from "./useContractForm.ts"
