// The date formats of spec 1 section 9; unreadable or empty dates show '---'.
import { Temporal } from "temporal-polyfill"

import { parseDateTime } from "./parse.ts"

export type DateFormat = "detailed" | "short" | "full" | "day" | "utc" | "locale"

export const EMPTY_DATE = "---"

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
] as const

const pad = (n: number) => String(n).padStart(2, "0")
const monthName = (month: number) => MONTHS[month - 1] ?? ""

const clock24 = (d: Temporal.ZonedDateTime) => `${pad(d.hour)}:${pad(d.minute)}`
const clock12 = (d: Temporal.ZonedDateTime) => `${d.hour % 12 === 0 ? 12 : d.hour % 12}:${pad(d.minute)} ${d.hour < 12 ? "AM" : "PM"}`

const formatters: Record<Exclude<DateFormat, "locale">, (d: Temporal.ZonedDateTime) => string> = {
  /** 21 November 2025 14:05 */
  detailed: (d) => `${d.day} ${monthName(d.month)} ${d.year} ${clock24(d)}`,
  /** 21/11/2025 */
  short: (d) => `${pad(d.day)}/${pad(d.month)}/${d.year}`,
  /** November 21, 2025 2:05 PM */
  full: (d) => `${monthName(d.month)} ${d.day}, ${d.year} ${clock12(d)}`,
  /** November 21, 2025 */
  day: (d) => `${monthName(d.month)} ${d.day}, ${d.year}`,
  /** 2025-11-21 14:05:00 UTC */
  utc: (d) => {
    const u = d.withTimeZone("UTC")
    return `${u.year}-${pad(u.month)}-${pad(u.day)} ${pad(u.hour)}:${pad(u.minute)}:${pad(u.second)} UTC`
  }
}

export interface DateFormatOptions {
  /** Defaults to the viewer's zone. */
  readonly timeZone?: string
  /** For the locale format; defaults to the viewer's language. */
  readonly locale?: string
}

export const formatDate = (value: string | null | undefined, format: DateFormat, options: DateFormatOptions = {}): string => {
  const date = parseDateTime(value, options.timeZone ?? Temporal.Now.timeZoneId())
  if (date === null) return EMPTY_DATE
  if (format === "locale") return date.toLocaleString(options.locale, { dateStyle: "medium", timeStyle: "short" })
  return formatters[format](date)
}
