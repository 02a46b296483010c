export { useRecordVersion } from "./useRecordVersion.ts"
export type { RecordVersion } from "./useRecordVersion.ts"
