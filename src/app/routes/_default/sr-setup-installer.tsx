import { createFileRoute, notFound } from "@tanstack/react-router"
import { SrSetupInstallerPage } from "@/pages/sr-setup-installer"
import { guard, loggedIn } from "../../guards/index.ts"

/** /sr-setup-installer?portal={id}&batch={id}[&folder={custom folder}] */
const installerSearch = (search: Record<string, unknown>): { portal: number; batch: string; folder?: string } => {
  const portal = Number(search["portal"])
  const batch = typeof search["batch"] === "string" ? search["batch"] : ""
  const folder = typeof search["folder"] === "string" && search["folder"] !== "" ? search["folder"] : undefined
  return { portal: Number.isSafeInteger(portal) && portal > 0 ? portal : 0, batch, ...(folder === undefined ? {} : { folder }) }
}

export const Route = createFileRoute("/_default/sr-setup-installer")({
  validateSearch: installerSearch,
  beforeLoad: guard(loggedIn),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => {
    if (deps.portal === 0 || deps.batch === "") throw notFound()
  },
  component: function SrSetupInstallerRoute() {
    const { portal, batch, folder } = Route.useSearch()
    return <SrSetupInstallerPage key={batch} portalId={portal} batchId={batch} folder={folder} />
  }
})
