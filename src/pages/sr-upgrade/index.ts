export { SrUpgradePage } from "./ui/SrUpgradePage.tsx"
export type { SrUpgradePageProps } from "./ui/SrUpgradePage.tsx"
