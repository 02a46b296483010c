export { AccessToken } from "./client/access-token.ts"
export type { ContractClient } from "./client/api-client.ts"
export { ApiClient } from "./client/api-client.ts"
export { ApiFailureHooks } from "./client/failure-hooks.ts"
export { clientConfigQuery } from "./client-config.ts"
export { ApiError } from "./errors/api-error.ts"
export { onCrmReconnectError } from "./errors/crm-reconnect.ts"
export { ApiAccessProvider, ApiReady } from "./query/ApiAccessProvider.tsx"
export { connectQueryCache } from "./query/connection.ts"
export { channelAuthorizer } from "./realtime/authorize.ts"
export type { RealtimeConnection, RealtimeHandler } from "./realtime/connect.ts"
export { connectRealtime } from "./realtime/connect.ts"
export type { ApiAccess, ApiConnection, ApiRuntime } from "./runtime/runtime-context.ts"
export { loadedAccess, useApiAccess, useRuntime } from "./runtime/runtime-context.ts"
export { useApiAction } from "./runtime/use-api-action.ts"
export type { ApiQueryOptions, ApiQueryResult, QueryResult, QueryState } from "./runtime/use-api-query.ts"
export { failureOf, useApiQuery } from "./runtime/use-api-query.ts"
// The contract's shapes and constants for the rest of the SPA (the contract folder itself is shared with the server).
export { RegisterPayload } from "./contract/agency-api.ts"
export { UpdateMePayload } from "./contract/auth-api.ts"
export { PasswordResetPayload, PasswordSetupPayload } from "./contract/auth-api.ts"
export { CouponPayload } from "./contract/billing-api.ts"
export { ExperimentCreatePayload, VariantPayload } from "./contract/experiment-api.ts"
export type { Agency, AgencyRef, Portal, PortalListParams, PortalPlan, RoleName, User, UserAgency } from "./contract/index.ts"
export type { Module, ModuleButtonState, ModuleCategory, ModuleListParams, RequiredFile } from "./contract/index.ts"
export type { Batch, ModuleGroup, ModuleGroupMember, PortalBatch, PortalBatchItem } from "./contract/index.ts"
export type { AuditFile, AuditFileContents, AuditSummary, PortalAttention, PortalAudit, PortalHealth } from "./contract/index.ts"
export type { Deletion } from "./contract/index.ts"
export type { DriftedFile, FileResolution, OverwriteCheck, OverwriteChoice, OverwriteOperation } from "./contract/index.ts"
export type { FileButtonState, FileDiff, ThemeFile } from "./contract/index.ts"
export type {
  History,
  HistoryListParams,
  HistoryUser,
  Layout,
  LayoutApplyCheck,
  LayoutApplyItem,
  LayoutListParams
} from "./contract/index.ts"
export type { LogEntry, LogListParams } from "./contract/index.ts"
export type {
  Rollout,
  RolloutAction,
  RolloutChange,
  RolloutCounts,
  RolloutCredits,
  RolloutPart,
  RolloutPortal,
  RolloutPreview,
  RolloutPreviewPayload,
  RolloutPreviewPortal,
  RolloutStatus,
  RolloutSummary
} from "./contract/index.ts"
export type { AgencyActivityEntry, AgencyActivityParams } from "./contract/index.ts"
export type { Experiment, ExperimentGoal, ExperimentOptions, ExperimentStatus, ExperimentVariant } from "./contract/index.ts"
export type {
  SupportTaskListParams,
  SupportTaskUpdatePayload,
  Task,
  TaskComment,
  TaskDetail,
  TaskEvent,
  TaskFacets,
  TaskListParams,
  TaskPriority,
  TaskQuota,
  TaskStatus,
  TaskUpdatePayload
} from "./contract/index.ts"
export type { CreatePortalType, OAuthPurpose, OAuthResult } from "./contract/index.ts"
export type { CrmConnection } from "./contract/index.ts"
export type {
  CreatedPage,
  Domain,
  PageSubcategory,
  PageTemplate,
  PageTemplateButtonState,
  PageTemplateListParams,
  PageTemplateType,
  UpgradeSummary
} from "./contract/index.ts"
export type {
  BillingAlert,
  BillingStanding,
  Coupon,
  CreditPack,
  CreditPaymentIntent,
  CreditPlanOption,
  Payment,
  PaymentMethod,
  PaymentStatus,
  Plan,
  PlanQuote
} from "./contract/index.ts"
export type { CreditListParams, CreditRecord } from "./contract/index.ts"
export type { PendingInvitation, UserListParams, UserSortBy } from "./contract/index.ts"
export type { AdminAppointment, AgencyListParams, AgencySortBy, AgencyStatus } from "./contract/index.ts"
export type { Goal, Guide, HeardFrom, JobRole, ReviewAnswer, ReviewPayload, TeamSize } from "./contract/index.ts"
export { AGENCY_ACTIVITY_PAGE_SIZE } from "./contract/index.ts"
export { OVERWRITE_REVIEW_CODE } from "./contract/index.ts"
export {
  COVER_MAX_BYTES,
  COVER_TOO_LARGE,
  COVER_TYPE_INVALID,
  CRM_BAD_REFRESH_TOKEN_MESSAGE,
  DEFAULT_INSTALLATION_FOLDER,
  StatusCode
} from "./contract/index.ts"
export { AGENCY_ACCOUNT_DELETED } from "./contract/index.ts"
export { historyRestoreTarget } from "./contract/index.ts"
export { VARIANT_TRAFFIC_PERCENT } from "./contract/index.ts"
export type { RolloutPortalStatus } from "./contract/rollout.ts"
export { ROLLOUT_CANARY_DEFAULT, ROLLOUT_PORTALS_MAX, ROLLOUT_THRESHOLD_DEFAULT, RolloutCreatePayload } from "./contract/rollout.ts"
export type { RolloutListParams } from "./contract/rollout-api.ts"
// Only http(s) addresses are put into a link or an image (a stored javascript: address never is).
export { isHttpUrl } from "./contract/index.ts"
export { OPEN_TASK_STATUSES, TASK_PAGE_SIZE, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from "./contract/index.ts"
export { BillingDetails, creditAmount, discountedPrice, toCents, UPGRADE_PLAN_IDS } from "./contract/index.ts"
export { PlanPayload } from "./contract/index.ts"
export { USER_LIMIT, USER_PAGE_SIZE } from "./contract/index.ts"
export { AgencyCreatePayload, AgencyUpdatePayload } from "./contract/index.ts"
export { LoginPayload } from "./contract/index.ts"
export { AGENCY_PAGE_SIZE } from "./contract/index.ts"
export { REVIEW_COMMENT_MAX } from "./contract/index.ts"
export { LayoutCreatePayload } from "./contract/layout-api.ts"
export { UpgradePayload } from "./contract/module-api.ts"
export { PageInstallPayload } from "./contract/page-template-api.ts"
export { newPasswordProblem } from "./contract/password.ts"
export { CreditPayload } from "./contract/plan-admin-api.ts"
export { PortalUpdatePayload } from "./contract/portal-admin-api.ts"
export { ProfilePayload } from "./contract/profile-api.ts"
export { CustomSetupPayload, SetupPayload } from "./contract/setup-api.ts"
export { CommentPayload, TaskCreatePayload } from "./contract/task-api.ts"
export { AcceptInvitationPayload, adminInviteMissing, InvitePayload, UserUpdatePayload } from "./contract/user-api.ts"
export { apiQueryOptions, once } from "./query/api-query-options.ts"
export { ApiProvider } from "./query/ApiProvider.tsx"
export type { Entity } from "./query/keys.ts"
export { clientConfigKeys, invitationKeys, noQuery, onboardingKeys, pageViewKeys, queryKey } from "./query/keys.ts"
export { createQueryClient } from "./query/query-client.ts"
export { runtimeOf } from "./query/runtime-registry.ts"
export { runQuery } from "./runtime/use-api-query.ts"
// Form checks with the contract's schemas and the server's words (see contract/field-errors.ts).
export type { PageViewCount, PageViewPeriod, PageViewReport } from "./contract/index.ts"
export {
  creditPackNumbers,
  fieldErrors,
  formErrorsOf,
  missingPlanFields,
  PLAN_FIELDS_BY_TYPE,
  requiredMessage,
  typedNumber
} from "./contract/index.ts"
