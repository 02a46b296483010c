import { createFileRoute } from "@tanstack/react-router"

import { SrSetupInstallerPage, SrSetupInstallerWithoutQuery } from "@/pages/sr-setup-installer"

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
  component: function SrSetupInstallerRoute() {
    const { portal, batch, folder } = Route.useSearch()
    // Without its query the page says what it is for, rather than 404.
    if (portal === 0 || batch === "") return <SrSetupInstallerWithoutQuery />
    return <SrSetupInstallerPage key={batch} portalId={portal} batchId={batch} folder={folder} />
  }
})
