import { createFileRoute, notFound } from "@tanstack/react-router"
import { SrCustomSetupPage } from "@/pages/sr-custom-setup"
import { guard, loggedIn } from "../../guards/index.ts"

/** /sr-custom-setup?portal={id} */
const customSetupSearch = (search: Record<string, unknown>) => {
  const portal = Number(search["portal"])
  return { portal: Number.isSafeInteger(portal) && portal > 0 ? portal : 0 }
}

export const Route = createFileRoute("/_default/sr-custom-setup")({
  validateSearch: customSetupSearch,
  beforeLoad: guard(loggedIn),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => {
    if (deps.portal === 0) throw notFound()
  },
  component: function SrCustomSetupRoute() {
    const { portal } = Route.useSearch()
    return <SrCustomSetupPage key={portal} portalId={portal} />
  }
})
