export { READY_REDIRECT_MS, SrSetupInstallerPage } from "./ui/SrSetupInstallerPage.tsx"
export type { SrSetupInstallerPageProps } from "./ui/SrSetupInstallerPage.tsx"
