// The editor bar's portal dropdown. A list that fails to load just stops loading (spec 1 section 8).
import { useAtomValue } from "jotai"
import { listSwitcherPortals, type PortalAudience, PortalName, selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { hasSeveralAgencies } from "@/entities/user"
import { queryKey, useApiQuery } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { MenuButton } from "@/shared/ui/menu"
import { Spinner } from "@/shared/ui/spinner"
import styles from "./EditorBar.module.css"

export function PortalSwitcher({ audience }: { audience: PortalAudience }) {
  const current = useAtomValue(selectedPortalAtom)
  const showAgency = hasSeveralAgencies(useAtomValue(currentUserAtom))
  const portals = useApiQuery(queryKey("portals", "switcher", audience), listSwitcherPortals(audience))
  const base = audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain

  const title = current?.name ?? "Portals"
  if (portals.status === "loading") {
    return (
      <span className={styles.switcherPending}>
        {title} <Spinner size="sm" label="Loading portals" />
      </span>
    )
  }
  if (portals.status === "failure" || portals.data.length === 0) return <span className={styles.switcherPending}>{title}</span>

  // The server leaves child portals out (is_parent=no in the query).
  const items = portals.data.map((portal) => ({
    id: String(portal.id),
    label: <PortalName portal={portal} showAgency={showAgency} />,
    textValue: portal.name,
    href: `${base}/${portal.id}`
  }))
  return <MenuButton label={title} aria-label={`Switch portal, current: ${title}`} placement="bottom start" sections={[{ id: "portals", items }]} />
}
