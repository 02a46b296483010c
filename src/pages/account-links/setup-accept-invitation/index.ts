export type { SetupAcceptInvitationPageProps } from "./ui/SetupAcceptInvitationPage.tsx"
export { SetupAcceptInvitationPage } from "./ui/SetupAcceptInvitationPage.tsx"
