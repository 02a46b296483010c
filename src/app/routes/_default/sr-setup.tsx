import { createFileRoute, notFound } from "@tanstack/react-router"

import { SrSetupPage } from "@/pages/sr-setup"

import { guard, loggedIn } from "../../guards/index.ts"

/** /sr-setup?portal={id}: anything but a positive integer is no portal (0, then not found). */
const setupSearch = (search: Record<string, unknown>) => {
  const portal = Number(search["portal"])
  return { portal: Number.isSafeInteger(portal) && portal > 0 ? portal : 0 }
}

export const Route = createFileRoute("/_default/sr-setup")({
  validateSearch: setupSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guard(loggedIn),
  loader: ({ deps }) => {
    if (deps.portal === 0) throw notFound()
  },
  component: function SrSetupRoute() {
    const { portal } = Route.useSearch()
    return <SrSetupPage key={portal} portalId={portal} />
  }
})
