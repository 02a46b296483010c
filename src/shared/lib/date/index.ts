export { EMPTY_DATE, formatDate } from "./format.ts"
export type { DateFormat, DateFormatOptions } from "./format.ts"
