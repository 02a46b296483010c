export type { PortalListProps } from "./ui/PortalList.tsx"
export { PortalList } from "./ui/PortalList.tsx"
