// A paged grid of portal cards with its loading, empty and error states. The page lives in the address (`page`,
// validated by the route), so Back from a portal returns to the page it was opened from.
import { useAtomValue } from "jotai"
import { Link } from "react-aria-components"

import { type PortalAudience, PortalCard, portalQueries } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { hasSeveralAgencies } from "@/entities/user"
import { useApiQuery } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { decodeParam, PageParam, useAddressSearch } from "@/shared/lib/paged-list"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"
import { Pagination } from "@/shared/ui/table"

import { PORTALS_PER_PAGE } from "../config/paging.ts"
import styles from "./PortalList.module.css"

export interface PortalListProps {
  audience: PortalAudience
}

export function PortalList({ audience }: PortalListProps) {
  const { search, write } = useAddressSearch()
  const page = decodeParam(PageParam)(search["page"]) ?? 1
  // Pushed: another page of the grid is a step of its own, like following a page link.
  const setPage = (next: number) => write({ page: next === 1 ? undefined : next }, { push: true })
  const showAgency = hasSeveralAgencies(useAtomValue(currentUserAtom))
  // A plan upgrade elsewhere (the billing drawer over this list) invalidates the portals: the cards read again.
  const portals = useApiQuery(portalQueries.page(audience, page, PORTALS_PER_PAGE))
  const base = audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain

  if (portals.status === "loading") {
    return (
      <div className={styles.state}>
        <Spinner size="lg" label="Loading portals" />
      </div>
    )
  }
  if (portals.status === "failure") {
    return (
      <div className={styles.state}>
        <Alert type="danger">{portals.error.message}</Alert>
        <Button variant="secondary" onPress={portals.reload}>
          Try again
        </Button>
      </div>
    )
  }
  if (portals.data.data.length === 0) {
    return (
      <p className={styles.state}>
        {audience === "guest" ? (
          "There are no demo portals to browse yet."
        ) : (
          <>
            You have no portals yet. <Link href={RoutePath.PortalsStart}>How to start</Link>
          </>
        )}
      </p>
    )
  }
  return (
    <>
      <ul className={styles.grid} aria-label="Portals">
        {portals.data.data.map((portal) => (
          <li key={portal.id}>
            <PortalCard portal={portal} showAgency={showAgency} href={`${base}/${portal.id}`} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={portals.data.meta.pagination.total_pages} onChange={setPage} className={styles.pagination} />
    </>
  )
}
