export type { SetupAccountPageProps } from "./ui/SetupAccountPage.tsx"
export { SetupAccountPage } from "./ui/SetupAccountPage.tsx"
