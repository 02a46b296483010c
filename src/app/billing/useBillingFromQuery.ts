// Opens the billing drawer when the page is loaded with billing=open (its agency comes from local storage,
// see activeAgencyIdAtom) or on return from a payment with payment_status success or success-credit
// (spec 1 section 2, spec 2 section 2).
import { useLocation } from "@tanstack/react-router"
import { useSetAtom } from "jotai"
import { useEffect } from "react"

import { availableDrawers } from "@/shared/config"
import { openDrawerAtom } from "@/shared/ui/drawer"

const PAYMENT_RETURNS: ReadonlyArray<unknown> = ["success", "success-credit"]

export const opensBilling = (search: Readonly<Record<string, unknown>>): boolean =>
  search["billing"] === "open" || PAYMENT_RETURNS.includes(search["payment_status"])

export function useBillingFromQuery(): void {
  const wanted = useLocation({ select: (location) => opensBilling(location.search as Record<string, unknown>) })
  const setOpenDrawer = useSetAtom(openDrawerAtom)
  useEffect(() => {
    if (wanted && availableDrawers.has("billing")) setOpenDrawer("billing")
  }, [wanted, setOpenDrawer])
}
