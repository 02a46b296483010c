import { createFileRoute, notFound } from "@tanstack/react-router"

import { SrCustomSetupPage } from "@/pages/sr-custom-setup"

import { guard, loggedIn } from "../../guards/index.ts"

/** /sr-custom-setup?portal={id}&name={the portal name typed on /sr-setup, if changed} */
const customSetupSearch = (search: Record<string, unknown>) => {
  const portal = Number(search["portal"])
  const name = search["name"]
  return {
    portal: Number.isSafeInteger(portal) && portal > 0 ? portal : 0,
    ...(typeof name === "string" && name.trim() !== "" ? { name: name.slice(0, 255) } : {})
  }
}

export const Route = createFileRoute("/_default/sr-custom-setup")({
  validateSearch: customSetupSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guard(loggedIn),
  loader: ({ deps }) => {
    if (deps.portal === 0) throw notFound()
  },
  component: function SrCustomSetupRoute() {
    const { portal, name } = Route.useSearch()
    return <SrCustomSetupPage key={portal} portalId={portal} initialName={name} />
  }
})
