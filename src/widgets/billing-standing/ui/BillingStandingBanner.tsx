// The billing standing banner: for agency members, each subscription whose renewal failed or
// that was cancelled, with the day its portal moves to the Free plan and a link to the Billing drawer.
// An agency whose refunds and disputes took back more credits than it had left (credit_debt) is told
// how many it owes. A payment that succeeds (realtime or read) makes it ask again; the server publishes
// the same event after a refund or dispute, so the debt shows without a reload.
import { useAtomValue } from "jotai"

import { billingKeys } from "@/entities/payment"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { apiQueryOptions, type BillingStanding, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { useDrawer } from "@/shared/ui/drawer"

import { readStandings } from "../api/standing.ts"
import { alertText } from "../lib/alertText.ts"
import { debtText } from "../lib/debtText.ts"
import styles from "./BillingStandingBanner.module.css"

export const OPEN_BILLING_TEXT = "Open billing"

export function BillingStandingBanner() {
  const user = useAtomValue(currentUserAtom)
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const agencies = isAdmin || user === null ? [] : user.agencies.map((agency) => agency.id)
  const standings = useApiQuery(agencies.length === 0 ? null : apiQueryOptions(billingKeys.standings(agencies), readStandings(agencies)))
  // A payment may settle what the agency owes: the realtime payment.succeeded reads the standing again.
  if (agencies.length === 0 || standings.status !== "success") return null
  return (
    <BillingStandingAlerts
      standings={standings.data}
      agencyName={(id) => user?.agencies.find((agency) => agency.id === id)?.name ?? "your agency"}
    />
  )
}

export interface BillingStandingAlertsProps {
  standings: ReadonlyArray<BillingStanding>
  agencyName: (agencyId: number) => string
}

/** The banner's content, apart from loading, for stories. */
export function BillingStandingAlerts({ standings, agencyName }: BillingStandingAlertsProps) {
  const drawer = useDrawer()
  const alerts = standings.flatMap((standing) => standing.alerts.map((alert) => ({ alert, agency: agencyName(standing.agency_id) })))
  const debts = standings.filter((standing) => standing.credit_debt > 0)
  if (alerts.length === 0 && debts.length === 0) return null
  return (
    <div className={styles.banner} aria-label="Billing">
      {debts.map((standing) => (
        <Alert key={`debt:${standing.agency_id}`} type="warning">
          <span>{debtText(standing.credit_debt, agencyName(standing.agency_id))}</span>{" "}
          <Button size="sm" variant="link" onPress={() => drawer.open("billing")}>
            {OPEN_BILLING_TEXT}
          </Button>
        </Alert>
      ))}
      {alerts.map(({ alert, agency }) => (
        <Alert key={`${alert.kind}:${alert.portal_id ?? agency}:${alert.plan_name}`} type="warning">
          <span>{alertText(alert, agency)}</span>{" "}
          <Button size="sm" variant="link" onPress={() => drawer.open("billing")}>
            {OPEN_BILLING_TEXT}
          </Button>
        </Alert>
      ))}
    </div>
  )
}
