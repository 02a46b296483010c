export { SetupAccountPage } from "./ui/SetupAccountPage.tsx"
export type { SetupAccountPageProps } from "./ui/SetupAccountPage.tsx"
