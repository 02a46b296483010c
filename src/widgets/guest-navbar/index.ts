export type { GuestLinksProps } from "./ui/GuestLinks.tsx"
export { GuestLinks } from "./ui/GuestLinks.tsx"
export { PublicGuestNavbar } from "./ui/PublicGuestNavbar.tsx"
