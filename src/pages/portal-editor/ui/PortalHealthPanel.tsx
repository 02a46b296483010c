// The portal's own health, on its page: the facts the fleet overview shows for it, and for each reason it needs
// attention the action that fixes it (reconnect, upgrade the theme, open the upgrades, the audit, the failed work,
// finish the setup). The CRM connection and the theme upgrade have banners of their own above it; here they are
// one line each so the list stays complete, and the actions are worded apart from the banners' and the editor bar's
// buttons (Reconnect, Upgrade, Modules, Files) so that each name on the page leads to one control.
import { Link } from "@tanstack/react-router"

import {
  CONNECTION_LABELS,
  driftText,
  eventLabel,
  type PortalHealth,
  relativeTime,
  themeText,
  upgradesText,
  workText
} from "@/entities/portal-health"
import type { QueryState } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import type { DrawerName } from "@/shared/ui/drawer"

import styles from "./PortalHealthPanel.module.css"

const HEALTH_TITLE = "Portal health"
export const HEALTH_LOADING = "Checking this portal's health…"
export const HEALTH_FAILED = "This portal's health could not be read."
export const ALL_WELL = "Nothing needs attention."

type Attention = PortalHealth["attention"][number]

export interface PortalHealthPanelProps {
  readonly health: QueryState<PortalHealth>
  readonly onRetry: () => void
  readonly onReconnect: () => void
  /** Present when the user may upgrade the portal's theme. */
  readonly onUpgradeTheme?: (() => void) | undefined
  readonly onOpenDrawer: (drawer: DrawerName) => void
}

interface Fix {
  readonly label: string
  readonly run: () => void
}

/** What each reason says about this portal, and what fixes it. */
const reasonLine = (reason: Attention, health: PortalHealth): string => {
  switch (reason) {
    case "reconnect":
      return "HubSpot no longer accepts this portal's connection."
    case "missing-hubdb":
      return "The connection lacks the HubDB permission some modules need."
    case "theme-behind":
      return `The theme can be upgraded: ${themeText(health.theme)}.`
    case "upgrades":
      return `Upgrades are waiting: ${upgradesText(health.upgrades)}.`
    case "drift":
      return `The last audit found files changed in HubSpot: ${driftText(health.drift)}.`
    case "failed-work":
      return `${health.work.failed} ${health.work.failed === 1 ? "piece of work" : "pieces of work"} failed in the last 7 days.`
    case "setup":
      return "The portal's setup is not finished."
  }
}

type FactsProps = Omit<PortalHealthPanelProps, "health"> & { readonly health: PortalHealth }

function Fixes({ reason, health, props }: { reason: Attention; health: PortalHealth; props: FactsProps }) {
  const fixes: Array<Fix> = []
  const open = (drawer: DrawerName) => () => props.onOpenDrawer(drawer)
  switch (reason) {
    case "reconnect":
    case "missing-hubdb":
      fixes.push({ label: reason === "reconnect" ? "Renew the CRM connection" : "Grant HubDB access", run: props.onReconnect })
      break
    case "theme-behind":
      if (props.onUpgradeTheme !== undefined) fixes.push({ label: `Get theme ${health.theme.latest}`, run: props.onUpgradeTheme })
      break
    case "upgrades":
      if (health.upgrades.modules > 0) fixes.push({ label: "Review module updates", run: open("module") })
      if (health.upgrades.files > 0) fixes.push({ label: "Review theme file updates", run: open("files") })
      break
    case "drift":
      fixes.push({ label: "See the audit", run: open("module-audit") })
      break
    case "failed-work":
      fixes.push({ label: "See what failed", run: open("transition") })
      break
    case "setup":
      return (
        <Link to="/sr-setup" search={{ portal: health.id }} className={styles.link}>
          Finish setup
        </Link>
      )
  }
  return (
    <>
      {fixes.map((fix) => (
        <Button key={fix.label} size="sm" variant="secondary" onPress={fix.run}>
          {fix.label}
        </Button>
      ))}
    </>
  )
}

export function PortalHealthPanel(props: PortalHealthPanelProps) {
  const { health } = props
  return (
    <section className={styles.panel} aria-labelledby="portal-health-title">
      <h2 id="portal-health-title" className={styles.title}>
        {HEALTH_TITLE}
      </h2>
      {health.status === "loading" ? (
        <p className={styles.muted} role="status">
          {HEALTH_LOADING}
        </p>
      ) : health.status === "failure" ? (
        <div className={styles.failure} role="alert">
          <p>{HEALTH_FAILED}</p>
          <Button size="sm" variant="secondary" onPress={props.onRetry}>
            Read again
          </Button>
        </div>
      ) : (
        <HealthFacts {...props} health={health.data} />
      )}
    </section>
  )
}

function HealthFacts(props: FactsProps) {
  const { health } = props
  const last = health.last_change
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Connection</dt>
          <dd>{CONNECTION_LABELS[health.connection]}</dd>
        </div>
        <div>
          <dt>Theme</dt>
          <dd>{themeText(health.theme)}</dd>
        </div>
        <div>
          <dt>Upgrades</dt>
          <dd>{upgradesText(health.upgrades)}</dd>
        </div>
        <div>
          <dt>Audit</dt>
          <dd>
            {driftText(health.drift)}
            {health.drift === null ? null : ` (${relativeTime(health.drift.taken_at)})`}
          </dd>
        </div>
        <div>
          <dt>Work</dt>
          <dd>{workText(health.work)}</dd>
        </div>
        <div>
          <dt>Last change</dt>
          <dd>
            {last === null ? "None yet" : `${eventLabel(last.event)}${last.by === null ? "" : ` by ${last.by}`}, ${relativeTime(last.at)}`}
          </dd>
        </div>
      </dl>
      {health.attention.length === 0 ? (
        <p className={styles.muted}>{ALL_WELL}</p>
      ) : (
        <ul className={styles.reasons} aria-label="Needs attention">
          {health.attention.map((reason) => (
            <li key={reason} className={styles.reason}>
              <span>{reasonLine(reason, health)}</span>
              <span className={styles.fixes}>
                <Fixes reason={reason} health={health} props={props} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
