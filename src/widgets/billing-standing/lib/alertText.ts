// The words of a billing alert: a failed renewal in its grace period, or a subscription the
// provider cancelled.
import type { BillingAlert } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"

export const alertText = (alert: BillingAlert, agencyName: string, timeZone?: string): string => {
  const portal = alert.portal_name ?? agencyName
  const date = formatDate(alert.grace_ends_at, "day", timeZone === undefined ? {} : { timeZone })
  return alert.kind === "payment_failed"
    ? `The payment for ${alert.plan_name} on ${portal} failed. Update your card before ${date} or the portal moves to the Free plan.`
    : `The ${alert.plan_name} subscription for ${portal} was cancelled; the portal moves to the Free plan on ${date}.`
}
