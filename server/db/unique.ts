// PostgreSQL's unique_violation (SQLSTATE 23505) on a named constraint: the one race a check-then-insert
// cannot close (two requests both find an address free, the second insert hits the constraint).
import type { SqlError } from "@effect/sql/SqlError"
import { Predicate } from "effect"

export const isUniqueViolation = (error: SqlError, constraint: string): boolean => {
  const cause = error.cause
  return (
    Predicate.hasProperty(cause, "code") &&
    cause.code === "23505" &&
    Predicate.hasProperty(cause, "constraint") &&
    cause.constraint === constraint
  )
}
