export type { SrSetupInstallerPageProps } from "./ui/SrSetupInstallerPage.tsx"
export { READY_REDIRECT_MS, SrSetupInstallerPage } from "./ui/SrSetupInstallerPage.tsx"
export { SETUP_WITHOUT_QUERY_TITLE, SrSetupInstallerWithoutQuery } from "./ui/SrSetupInstallerWithoutQuery.tsx"
