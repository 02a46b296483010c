import { createFileRoute, redirect } from "@tanstack/react-router"

import { customPageSearch } from "../../custom-page-complete.tsx"

/** The alias /portals-main/custom-page/complete (spec 1 section 2) keeps its query and moves on. */
export const Route = createFileRoute("/_main/portals-main/(aliases)/custom-page/complete")({
  validateSearch: customPageSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/portals-main/custom-page-complete", search, replace: true })
  }
})
