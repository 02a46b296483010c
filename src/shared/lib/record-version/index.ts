export type { RecordVersion, RecordVersionOptions } from "./useRecordVersion.ts"
export { useRecordVersion } from "./useRecordVersion.ts"
