export { PortalHealth } from "./ui/PortalHealth.tsx"
// The health list's query and toolbar, for screens that choose portals by the same facts (a new rollout).
export { usePortalHealthList } from "./model/usePortalHealthList.ts"
export { HealthToolbar } from "./ui/HealthToolbar.tsx"
