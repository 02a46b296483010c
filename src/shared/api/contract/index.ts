export { AGENCY_ACCOUNT_DELETED } from "./account-api.ts"
export { Agency, AgencyRef, AgencyStatus } from "./agency.ts"
export { AGENCY_ACTIVITY_PAGE_SIZE, AgencyActivityEntry, AgencyActivityParams } from "./agency-activity-api.ts"
export {
  AdminAppointment,
  AGENCY_PAGE_SIZE,
  AgencyCreatePayload,
  AgencyListParams,
  AgencySortBy,
  AgencyUpdatePayload
} from "./agency-api.ts"
export { AuditFile, AuditFileContents, AuditSummary, PortalAudit } from "./audit.ts"
export { ClientConfig, LoginPayload } from "./auth-api.ts"
export { Batch, PortalBatch, PortalBatchItem } from "./batch.ts"
export {
  BillingAlert,
  BillingDetails,
  BillingStanding,
  Coupon,
  creditAmount,
  CreditPack,
  CreditPaymentIntent,
  CreditPlanOption,
  discountedPrice,
  Payment,
  PaymentMethod,
  PaymentStatus,
  PlanQuote,
  toCents,
  UPGRADE_PLAN_IDS
} from "./billing.ts"
export { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_TYPE_INVALID, EMAIL_PATTERN, invalidEmailMessage, isHttpUrl } from "./common.ts"
export { Deletion } from "./deletion.ts"
export { CRM_BAD_REFRESH_TOKEN_MESSAGE, StatusCode } from "./errors.ts"
export {
  Experiment,
  ExperimentGoal,
  ExperimentOptions,
  ExperimentStatus,
  ExperimentVariant,
  VARIANT_TRAFFIC_PERCENT
} from "./experiment-api.ts"
export { fieldErrors, formErrorsOf, requiredMessage, typedNumber } from "./field-errors.ts"
export { FileButtonState, FileDiff, ThemeFile } from "./file.ts"
export { History, historyRestoreTarget, HistoryUser, Layout } from "./layout.ts"
export { HistoryListParams, LayoutApplyCheck, LayoutApplyItem, LayoutListParams } from "./layout-api.ts"
export { LogEntry, LogListParams } from "./log-api.ts"
export { Module, ModuleButtonState, ModuleCategory, ModuleGroup, ModuleGroupMember, RequiredFile } from "./module.ts"
export { ModuleListParams, UpgradeSummary } from "./module-api.ts"
export { CreatePortalType, OAuthPurpose, OAuthResult } from "./oauth-api.ts"
export { CrmConnection } from "./oauth-api.ts"
export { DriftedFile, FileResolution, OVERWRITE_REVIEW_CODE, OverwriteCheck, OverwriteChoice, OverwriteOperation } from "./overwrite.ts"
export { CreatedPage, Domain, PageSubcategory, PageTemplate, PageTemplateButtonState, PageTemplateType } from "./page-template.ts"
export { PageTemplateListParams } from "./page-template-api.ts"
export type { PageViewCount, PageViewPeriod } from "./page-view-api.ts"
export { PageViewReport } from "./page-view-api.ts"
export { Plan } from "./plan.ts"
export { CreditListParams, CreditRecord, PlanPayload } from "./plan-admin-api.ts"
export { creditPackNumbers, missingPlanFields, PLAN_FIELDS_BY_TYPE } from "./plan-admin-api.ts"
export { DEFAULT_INSTALLATION_FOLDER, Portal, PortalPlan } from "./portal.ts"
export { PortalListParams } from "./portal-api.ts"
export { PortalAttention, PortalHealth } from "./portal-health.ts"
export { Goal, Guide, HeardFrom, JobRole, REVIEW_COMMENT_MAX, ReviewAnswer, ReviewPayload, TeamSize } from "./profile-api.ts"
export {
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
} from "./rollout.ts"
export {
  OPEN_TASK_STATUSES,
  SupportTaskListParams,
  SupportTaskUpdatePayload,
  Task,
  TASK_PAGE_SIZE,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TaskComment,
  TaskDetail,
  TaskEvent,
  TaskFacets,
  TaskListParams,
  TaskPriority,
  TaskQuota,
  TaskStatus,
  TaskUpdatePayload
} from "./task-api.ts"
export { RoleName, User, UserAgency } from "./user.ts"
export { PendingInvitation, USER_LIMIT, USER_PAGE_SIZE, UserListParams, UserSortBy } from "./user-api.ts"
