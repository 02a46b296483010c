export { firstError } from "./fields.tsx"
export type { FormFaults } from "./useContractForm.ts"
export { contractFaults, showServerFaults, useContractForm } from "./useContractForm.ts"
export { useFormRecordVersion } from "./useFormRecordVersion.ts"
