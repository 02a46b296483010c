export type { CrmSignInRequest } from "./api/crmSignIn.ts"
export { requestCrmSignInUrl } from "./api/crmSignIn.ts"
export { openPortalAudience, openPortalQuery } from "./api/openPortalQuery.ts"
export type { PortalAudience } from "./api/portals.ts"
export { readPortal } from "./api/portals.ts"
export { portalKeys, portalQueries } from "./api/queries.ts"
export { memberAudience } from "./lib/audience.ts"
export { forgetCreatePortalType, pendingCreatePortalType, rememberCreatePortalType } from "./lib/createPortalType.ts"
export type { EditorAddress } from "./lib/editorPath.ts"
export { editorAddressOf } from "./lib/editorPath.ts"
export { announceGrant, listenForGrant } from "./lib/grantSignal.ts"
export { folderLabel, planLabel } from "./lib/labels.ts"
export { editorPathOf, openPortalHarness, openPortalRoute, seedOpenPortal } from "./lib/openPortalFixtures.ts"
export type { PendingCrmAction } from "./lib/pendingCrmAction.ts"
export {
  armPendingCrmAction,
  disarmPendingCrmAction,
  forgetPendingCrmAction,
  holdPendingCrmAction,
  readyCrmAction,
  resumePendingCrmAction,
  takeReadyCrmAction
} from "./lib/pendingCrmAction.ts"
export { forgetReconnectPortal, goToCrmSignIn, needsCrmReconnect, reconnectPortalId, rememberReconnectPortal } from "./lib/reconnect.ts"
export { crmGranted, grantReaches, useCrmGrant } from "./model/crmGranted.ts"
export type { PortalOpening } from "./model/openPortal.ts"
export { openingOf } from "./model/openPortal.ts"
export { reconnectPortal } from "./model/reconnect.ts"
export { useOpenPortal } from "./model/useOpenPortal.ts"
export { LockIcon } from "./ui/LockIcon.tsx"
export type { PortalCardProps } from "./ui/PortalCard.tsx"
export { PortalCard } from "./ui/PortalCard.tsx"
export type { PortalNameProps } from "./ui/PortalName.tsx"
export { PortalName } from "./ui/PortalName.tsx"
export { PortalOverview } from "./ui/PortalOverview.tsx"
export type { Portal } from "@/shared/api"
