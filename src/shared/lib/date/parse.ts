// Reads the wire's date texts into a zoned date-time; anything unreadable is null.
import { Temporal } from "temporal-polyfill"

const tryOr = <A>(read: () => A): A | null => {
  try {
    return read()
  } catch {
    return null
  }
}

/**
 * ISO-8601 with an offset is an instant. A date-time without one is the server's UTC ('2025-11-21 14:05:00'
 * included). A bare date stays that calendar day in the viewer's zone, so it never shifts by a day.
 */
export const parseDateTime = (value: string | null | undefined, timeZone: string): Temporal.ZonedDateTime | null => {
  const text = value?.trim() ?? ""
  if (text === "") return null
  const isoText = text.replace(" ", "T")
  return (
    tryOr(() => Temporal.Instant.from(isoText).toZonedDateTimeISO(timeZone)) ??
    (/^\d{4}-\d{2}-\d{2}$/.test(text)
      ? tryOr(() => Temporal.PlainDate.from(text).toZonedDateTime({ timeZone }))
      : tryOr(() => Temporal.PlainDateTime.from(isoText).toZonedDateTime("UTC").withTimeZone(timeZone)))
  )
}
