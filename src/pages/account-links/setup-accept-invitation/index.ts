export { SetupAcceptInvitationPage } from "./ui/SetupAcceptInvitationPage.tsx"
export type { SetupAcceptInvitationPageProps } from "./ui/SetupAcceptInvitationPage.tsx"
