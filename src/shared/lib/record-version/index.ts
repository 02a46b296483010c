export { keepTyped } from "./keepTyped.ts"
export { isStaleSave, useRecordVersion } from "./useRecordVersion.ts"
export type { RecordVersion, RecordVersionOptions } from "./useRecordVersion.ts"
