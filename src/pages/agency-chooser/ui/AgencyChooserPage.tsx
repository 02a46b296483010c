// /portals-main/agency (spec 1 section 2): Add Portal for a user who is agency admin in several agencies.
// Each agency shows its portals against its plan's limit and its PRO licences; choosing one continues
// the Add Portal flow for it (PRO-or-Free choice, then the CRM sign-in).
import { useAtomValue } from "jotai"
import { Link } from "react-aria-components"

import { currentUserAtom } from "@/entities/session"
import { adminAgencies, StartAddPortalButton } from "@/features/add-portal"
import { RoutePath } from "@/shared/config"

import styles from "./AgencyChooserPage.module.css"

export function AgencyChooserPage() {
  const agencies = adminAgencies(useAtomValue(currentUserAtom))
  return (
    <main className={styles.page}>
      <h1>Choose an agency</h1>
      <p className={styles.intro}>Choose the agency the new portal belongs to.</p>
      {agencies.length === 0 ? (
        <p>
          You are not an agency admin in any agency. <Link href={RoutePath.PortalsMain}>Back to portals</Link>
        </p>
      ) : (
        <ul className={styles.list} aria-label="Agencies">
          {agencies.map((agency) => (
            <li key={agency.id} className={styles.agency} aria-labelledby={`agency-${agency.id}`}>
              <div>
                <h2 id={`agency-${agency.id}`} className={styles.name}>
                  {agency.name}
                </h2>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt>Portals:</dt>
                    <dd>
                      {agency.portals_count} / {agency.plan.portal_limit}
                    </dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>PRO licences:</dt>
                    <dd>{agency.portals_available}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>Plan:</dt>
                    <dd>{agency.plan.name}</dd>
                  </div>
                </dl>
              </div>
              <StartAddPortalButton agency={agency} label="Choose" ariaLabel={`Choose ${agency.name}`} />
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
