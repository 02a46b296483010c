export type { RecordVersion } from "./useRecordVersion.ts"
export { useRecordVersion } from "./useRecordVersion.ts"
