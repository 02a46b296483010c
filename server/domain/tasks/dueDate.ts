// Due dates are calendar days (YYYY-MM-DD): a real day, today or later in UTC.
export type DueDateCheck = "ok" | "invalid" | "past"

export const checkDueDate = (value: string, nowMillis: number): DueDateCheck => {
  const parsed = new Date(`${value}T00:00:00.000Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return "invalid"
  const today = new Date(nowMillis).toISOString().slice(0, 10)
  return value < today ? "past" : "ok"
}
