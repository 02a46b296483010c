export { PortalList } from "./ui/PortalList.tsx"
export type { PortalListProps } from "./ui/PortalList.tsx"
