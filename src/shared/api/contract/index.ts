export { Api } from "./api.ts"
export { Batch, BatchJobOutcome, BatchStatus, BatchWithResult, PortalBatch, PortalBatchItem } from "./batch.ts"
export { BatchApi } from "./batch-api.ts"
export { AuthApi, ChannelAuth, ChannelAuthPayload, ClientConfig, LoginPayload, LoginResult, PasswordResetPayload, PasswordSetupPayload, SessionApi, UpdateMePayload } from "./auth-api.ts"
export { Agency, AgencyRef, AgencyStatus } from "./agency.ts"
export { AGENCY_ACCOUNT_DELETED, AgencyAccountApi, AgencyAccountDeleteParams } from "./account-api.ts"
export {
  AGENCY_LIST_LIMIT,
  AGENCY_PAGE_SIZE,
  AdminAppointment,
  AgencyApi,
  AgencyCreatePayload,
  AgencyListParams,
  AgencySortBy,
  AgencyUpdatePayload,
  RegisterPayload,
  RegisterResult,
  RegistrationApi
} from "./agency-api.ts"
export { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_TYPE_INVALID, Data, HttpUrl, IdPath, IntFromString, isHttpUrl, LastPageList, ListParams, Message, PagedList, Pagination, PositiveIntFromString, SortDirection } from "./common.ts"
export {
  BadRequest,
  Conflict,
  CRM_BAD_REFRESH_TOKEN_MESSAGE,
  Forbidden,
  NotFound,
  PaymentRequired,
  ServerError,
  StatusCode,
  TooManyRequests,
  Unauthorized,
  Unprocessable
} from "./errors.ts"
export { AgencyPlan, Currency, ModuleAccess, Plan, PlanId, PlanInterval, PlanType, YesNo } from "./plan.ts"
export { DEFAULT_INSTALLATION_FOLDER, GUEST_PORTAL_ID, Portal, PortalPlan } from "./portal.ts"
export { AdminPortalApi, GuestPortalApi, PortalApi, PortalList, PortalListParams } from "./portal-api.ts"
export { Authentication, CurrentUser } from "./security.ts"
export { Role, RoleName, User, UserAgency, UserGuide } from "./user.ts"
export { AccessTier, ChangeLogEntry, Module, ModuleButtonState, ModuleCategory, ModuleDiff, ModuleGroup, ModuleGroupMember, RequiredFile } from "./module.ts"
export { History, HistoryUser, Layout } from "./layout.ts"
export { Notification, NOTIFICATION_PAGE_LIMIT, NOTIFICATION_SYNC_MESSAGE, NotificationApi, NotificationCheck, NotificationListParams } from "./notification-api.ts"
export { LOG_PAGE_SIZE, LogApi, LogEntry, LogListParams, LogSortBy } from "./log-api.ts"
export {
  DeclareWinnerPayload,
  Experiment,
  ExperimentApi,
  ExperimentCreatePayload,
  ExperimentEvent,
  ExperimentEventApi,
  ExperimentGoal,
  ExperimentOptions,
  ExperimentStatus,
  ExperimentVariant,
  MAX_VARIANTS,
  MIN_VARIANTS,
  VARIANT_TRAFFIC_PERCENT,
  VariantPayload,
  VariantSource
} from "./experiment-api.ts"
export {
  CommentPayload,
  OPEN_TASK_STATUSES,
  SupportTaskApi,
  SupportTaskListParams,
  SupportTaskUpdatePayload,
  Task,
  TASK_ATTACHMENT_LIMIT,
  TASK_PAGE_SIZE,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TaskApi,
  TaskComment,
  TaskCreatePayload,
  TaskDetail,
  TaskEvent,
  TaskFacets,
  TaskListParams,
  TaskPriority,
  TaskQuota,
  TaskStatus,
  TaskUpdatePayload
} from "./task-api.ts"
export {
  HistoryApi,
  HistoryCreatePayload,
  HistoryListParams,
  HistoryUpdatePayload,
  LayoutApi,
  LayoutCreatePayload,
  LayoutListParams,
  LayoutUpdatePayload
} from "./layout-api.ts"
export { GuestModuleApi, InstallGroupPayload, ModuleActionPayload, ModuleApi, ModuleListParams, PurchasePayload, PurchaseResult, UpgradePayload, UpgradeSummary } from "./module-api.ts"
export { FileButtonState, FileChangeLogEntry, FileDiff, ThemeFile } from "./file.ts"
export { FileActionPayload, FileApi, PortalFilesPayload } from "./file-api.ts"
export { CreatedPage, Domain, PageSubcategory, PageTemplate, PageTemplateButtonState, PageTemplateType } from "./page-template.ts"
export {
  CreatePagePayload,
  DomainApi,
  GuestPageTemplateApi,
  PageInstallPayload,
  PageTemplateApi,
  PageTemplateListParams,
  TemplatePayload
} from "./page-template-api.ts"
export {
  CreatePortalType,
  OAuthApi,
  OAuthCallbackParams,
  OAuthProvider,
  OAuthPurpose,
  OAuthResult,
  OAuthUrl,
  OAuthUrlPayload
} from "./oauth-api.ts"
export { CrmConnection, CrmConnectionStatus } from "./oauth-api.ts"
export { CustomSetupPayload, FolderCheck, FolderName, SetupApi, SetupPayload, SetupStarted } from "./setup-api.ts"
export { MigratePayload, MigrationApi, MigrationPage, MigrationStarted, RevertStarted, PortalChildPayload, PortalCreatePayload, PortalDeleteParams, PortalManageApi, PortalUpdatePayload } from "./portal-admin-api.ts"
export { ThemeRelease, UpgradeFile, UpgradeFiles, UpgradeFilesParams, VersionApi, VersionCheck, VersionUpgradeStarted } from "./version-api.ts"
export {
  BillingDetails,
  BillingAlert,
  BillingStanding,
  Coupon,
  CREDIT_BASE_AMOUNT,
  creditAmount,
  CreditPack,
  CreditPaymentIntent,
  CreditPlanOption,
  discountedPrice,
  Payment,
  PaymentKind,
  PaymentMethod,
  PaymentReason,
  PaymentStatus,
  PlanQuote,
  toCents,
  UPGRADE_PLAN_IDS
} from "./billing.ts"
export {
  AgencyParam,
  AppliedCoupon,
  BillingApi,
  CheckoutHeaders,
  CouponPayload,
  CreditPaymentPayload,
  HistoryParams,
  IdempotencyKey,
  PaymentMethodPayload,
  PlanListParams,
  PlanPaymentPayload,
  PlansApi,
  PortalUpgradePayload,
  PrePlanPayload
} from "./billing-api.ts"
export {
  AcceptInvitationPayload,
  AdminCreatePayload,
  Invitation,
  InvitationApi,
  InvitationParams,
  InvitePayload,
  InviteResult,
  TokenPayload,
  USER_LIMIT,
  USER_PAGE_SIZE,
  UserApi,
  UserDeleteParams,
  UserListParams,
  UserSortBy,
  UserUpdatePayload
} from "./user-api.ts"
export {
  Goal,
  Guide,
  HeardFrom,
  JobRole,
  Onboarding,
  PROFILE_SAVED_MESSAGE,
  ProfileApi,
  ProfilePayload,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_MIN_ACCOUNT_DAYS,
  REVIEW_MIN_INSTALLS,
  REVIEW_REMIND_DAYS,
  ReviewAnswer,
  ReviewPayload,
  TeamSize,
  WELCOME_SKIPPED_MESSAGE
} from "./profile-api.ts"
export {
  CREDIT_PAGE_SIZE,
  CreditListParams,
  CreditPayload,
  CreditRecord,
  CreditSortBy,
  CURRENCY_SYMBOLS,
  PLAN_PAGE_SIZE,
  PlanAdminApi,
  PlanPayload,
  PlanStatusFilter
} from "./plan-admin-api.ts"
export { fieldErrors, fieldIssues, fieldOfMessage, requiredMessage, typedNumber } from "./field-errors.ts"
export type { FieldIssue } from "./field-errors.ts"
export { creditPackNumbers, MAX_PACK_AMOUNT, MAX_PACK_CREDITS, missingPlanFields, PLAN_FIELDS_BY_TYPE } from "./plan-admin-api.ts"
export { PAGE_VIEW_PATH_MAX, PAGE_VIEW_PERIODS, PageViewApi, PageViewPayload, PageViewReport, PageViewReportParams } from "./page-view-api.ts"
export type { PageViewCount, PageViewPeriod } from "./page-view-api.ts"
