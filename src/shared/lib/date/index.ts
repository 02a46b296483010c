export type { DateFormat, DateFormatOptions } from "./format.ts"
export { EMPTY_DATE, formatDate } from "./format.ts"
