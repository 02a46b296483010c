import { createFileRoute, notFound } from "@tanstack/react-router"

import { SrUpgradePage } from "@/pages/sr-upgrade"

import { guard, loggedIn } from "../../guards/index.ts"

/** /sr-upgrade?portal={id}: anything but a positive integer is no portal (0, then not found). */
const upgradeSearch = (search: Record<string, unknown>) => {
  const portal = Number(search["portal"])
  return { portal: Number.isSafeInteger(portal) && portal > 0 ? portal : 0 }
}

export const Route = createFileRoute("/_default/sr-upgrade")({
  validateSearch: upgradeSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guard(loggedIn),
  loader: ({ deps }) => {
    if (deps.portal === 0) throw notFound()
  },
  component: function SrUpgradeRoute() {
    const { portal } = Route.useSearch()
    return <SrUpgradePage key={portal} portalId={portal} />
  }
})
