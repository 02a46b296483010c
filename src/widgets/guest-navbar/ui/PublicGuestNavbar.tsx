// The bar above the guest portal list.
import { RoutePath } from "@/shared/config"
import { Navbar } from "@/shared/ui/navbar"

import { GuestLinks } from "./GuestLinks.tsx"

export function PublicGuestNavbar() {
  return <Navbar label="Main" brandHref={RoutePath.PortalsGuest} brandLabel="Portal Builder" end={<GuestLinks variant="public" />} />
}
