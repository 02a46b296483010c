export type { SrUpgradePageProps } from "./ui/SrUpgradePage.tsx"
export { SrUpgradePage } from "./ui/SrUpgradePage.tsx"
