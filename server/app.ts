// Composition: configuration → database (migrated, seeded) → repositories → domain → HTTP.
import { HttpApiBuilder, type HttpApp, HttpMiddleware } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"

import { Api } from "#contract/api.ts"

import { AppConfig } from "./config.ts"
import { Database, SqlLive } from "./db/client.ts"
import { CrmSeederLive } from "./db/crm-seeder.ts"
import { MigrationsLive } from "./db/migrate.ts"
import { ActivityLogRepo } from "./db/repos/ActivityLogRepo.ts"
import { AgencyAccountRepo } from "./db/repos/AgencyAccountRepo.ts"
import { AgencyRepo } from "./db/repos/AgencyRepo.ts"
import { ApiTokenRepo } from "./db/repos/ApiTokenRepo.ts"
import { BatchRepo } from "./db/repos/BatchRepo.ts"
import { BillingRepo } from "./db/repos/BillingRepo.ts"
import { CatalogueRepo } from "./db/repos/CatalogueRepo.ts"
import { CreditPackRepo } from "./db/repos/CreditPackRepo.ts"
import { DeletionRepo } from "./db/repos/DeletionRepo.ts"
import { EmailChangeRepo } from "./db/repos/EmailChangeRepo.ts"
import { FileRepo } from "./db/repos/FileRepo.ts"
import { HistoryRepo } from "./db/repos/HistoryRepo.ts"
import { InvitationRepo } from "./db/repos/InvitationRepo.ts"
import { LayoutRepo } from "./db/repos/LayoutRepo.ts"
import { LoginLinkRepo } from "./db/repos/LoginLinkRepo.ts"
import { ModuleRepo } from "./db/repos/ModuleRepo.ts"
import { NotificationRepo } from "./db/repos/NotificationRepo.ts"
import { OnboardingRepo } from "./db/repos/OnboardingRepo.ts"
import { PageMigrationMoveRepo } from "./db/repos/PageMigrationMoveRepo.ts"
import { PageTemplateRepo } from "./db/repos/PageTemplateRepo.ts"
import { PasswordTokenRepo } from "./db/repos/PasswordTokenRepo.ts"
import { PaymentRepo } from "./db/repos/PaymentRepo.ts"
import { PlanRepo } from "./db/repos/PlanRepo.ts"
import { PortalConnectionRepo } from "./db/repos/PortalConnectionRepo.ts"
import { PortalManageRepo } from "./db/repos/PortalManageRepo.ts"
import { PortalRepo } from "./db/repos/PortalRepo.ts"
import { RateLimitRepo } from "./db/repos/RateLimitRepo.ts"
import { RecordVersionRepo } from "./db/repos/RecordVersionRepo.ts"
import { SetupRepo } from "./db/repos/SetupRepo.ts"
import { SubscriptionRepo } from "./db/repos/SubscriptionRepo.ts"
import { TaskRepo } from "./db/repos/TaskRepo.ts"
import { UserRepo } from "./db/repos/UserRepo.ts"
import { VersionRepo } from "./db/repos/VersionRepo.ts"
import { seed } from "./db/seed.ts"
import { Transaction } from "./db/transaction.ts"
import { AgencyAccount } from "./domain/account/AgencyAccount.ts"
import { ActivityLog } from "./domain/activity/ActivityLog.ts"
import { Agencies } from "./domain/agencies/Agencies.ts"
import { Registration } from "./domain/agencies/Registration.ts"
import { PasswordResets } from "./domain/auth/PasswordResets.ts"
import { RateLimiter } from "./domain/auth/RateLimiter.ts"
import { Sessions } from "./domain/auth/Sessions.ts"
import { Batches } from "./domain/batches/Batches.ts"
import { BatchWorker, BatchWorkerRunning } from "./domain/batches/BatchWorker.ts"
import { Billing } from "./domain/billing/Billing.ts"
import { ChargedPayments } from "./domain/billing/ChargedPayments.ts"
import { BillingCheckout } from "./domain/billing/Checkout.ts"
import { PaymentAdjustments } from "./domain/billing/PaymentAdjustments.ts"
import { PaymentFulfilment } from "./domain/billing/PaymentFulfilment.ts"
import { PaymentReconciler, PaymentReconcilerRunning } from "./domain/billing/PaymentReconciler.ts"
import { PlanPurchase } from "./domain/billing/PlanPurchase.ts"
import { PlanReversals } from "./domain/billing/PlanReversals.ts"
import { PortalConnections } from "./domain/connect/PortalConnections.ts"
import { Deletions } from "./domain/deletion/Deletions.ts"
import { ExperimentCollector } from "./domain/experiments/ExperimentCollector.ts"
import { Experiments } from "./domain/experiments/Experiments.ts"
import { PortalFiles } from "./domain/files/PortalFiles.ts"
import { Histories } from "./domain/layouts/Histories.ts"
import { LayoutApply } from "./domain/layouts/LayoutApply.ts"
import { Layouts } from "./domain/layouts/Layouts.ts"
import { Mailer } from "./domain/mail/Mailer.ts"
import { Migration } from "./domain/migration/Migration.ts"
import { ModuleCatalog } from "./domain/modules/ModuleCatalog.ts"
import { ModuleDiff } from "./domain/modules/ModuleDiff.ts"
import { ModuleGroups } from "./domain/modules/ModuleGroups.ts"
import { ModuleInstaller } from "./domain/modules/ModuleInstaller.ts"
import { ModulePurchases } from "./domain/modules/ModulePurchases.ts"
import { PortalCrm } from "./domain/modules/PortalCrm.ts"
import { Notifications } from "./domain/notifications/Notifications.ts"
import { PersonalNotices } from "./domain/notifications/PersonalNotices.ts"
import { PageViews } from "./domain/page-views/PageViews.ts"
import { PageCrm } from "./domain/pages/PageCrm.ts"
import { PagePublisher } from "./domain/pages/PagePublisher.ts"
import { PageTemplates } from "./domain/pages/PageTemplates.ts"
import { PortalDomains } from "./domain/pages/PortalDomains.ts"
import { CreditAdmin } from "./domain/plans/CreditAdmin.ts"
import { PlanAdmin } from "./domain/plans/PlanAdmin.ts"
import { PortalManage } from "./domain/portal-manage/PortalManage.ts"
import { PortalCatalog } from "./domain/portals/PortalCatalog.ts"
import { Onboarding } from "./domain/profiles/Onboarding.ts"
import { RecordVersions } from "./domain/record-versions/RecordVersions.ts"
import { PortalSetup } from "./domain/setup/PortalSetup.ts"
import { Tasks } from "./domain/tasks/Tasks.ts"
import { Invitations } from "./domain/users/Invitations.ts"
import { LoginLinks } from "./domain/users/LoginLinks.ts"
import { PendingInvitations } from "./domain/users/PendingInvitations.ts"
import { Profile } from "./domain/users/Profile.ts"
import { Users } from "./domain/users/Users.ts"
import { UserView } from "./domain/users/UserView.ts"
import { PortalVersions } from "./domain/versions/PortalVersions.ts"
import { AdminPortalHttpLive } from "./http/adminPortal/Http.ts"
import { AgencyHttpLive, RegistrationHttpLive } from "./http/agencies/Http.ts"
import { AgencyAccountHttpLive } from "./http/agencyAccount/Http.ts"
import { AuthHttpLive } from "./http/auth/Http.ts"
import { BatchHttpLive } from "./http/batch/Http.ts"
import { BillingHttpLive, PlansHttpLive } from "./http/billing/Http.ts"
import { BillingWebhookLive, PaymentSettingsLive, PaymentsLive } from "./http/billing/webhook.ts"
import { DomainHttpLive } from "./http/domain/Http.ts"
import { ExperimentEventHttpLive, ExperimentHttpLive } from "./http/experiments/Http.ts"
import { FileHttpLive } from "./http/file/Http.ts"
import { GuestModuleHttpLive } from "./http/guestModule/Http.ts"
import { GuestPageTemplateHttpLive } from "./http/guestPageTemplate/Http.ts"
import { GuestPortalHttpLive } from "./http/guestPortal/Http.ts"
import { HistoryHttpLive } from "./http/history/Http.ts"
import { createHoldingServer } from "./http/holdingServer.ts"
import { LayoutHttpLive } from "./http/layout/Http.ts"
import { LogHttpLive } from "./http/logs/Http.ts"
import { AuthenticationLive } from "./http/middleware/authentication.ts"
import { BodyGuardLive } from "./http/middleware/bodyGuard.ts"
import { ErrorEnvelopeLive } from "./http/middleware/errorEnvelope.ts"
import { pathDelimitersEscaped } from "./http/middleware/pathDelimiters.ts"
import { securityHeaders } from "./http/middleware/securityHeaders.ts"
import { MigrationHttpLive } from "./http/migration/Http.ts"
import { ModuleHttpLive } from "./http/module/Http.ts"
import { NotificationHttpLive } from "./http/notifications/Http.ts"
import { OAuthHttpLive } from "./http/oauth/Http.ts"
import { PageTemplateHttpLive } from "./http/pageTemplate/Http.ts"
import { PageViewHttpLive } from "./http/pageViews/Http.ts"
import { PlanAdminHttpLive } from "./http/planAdmin/Http.ts"
import { PortalHttpLive } from "./http/portal/Http.ts"
import { PortalManageHttpLive } from "./http/portalManage/Http.ts"
import { PortalVersionHttpLive } from "./http/portalVersion/Http.ts"
import { ProfileHttpLive } from "./http/profiles/Http.ts"
import { NodeServer, PusherSandboxLive, RealtimeLive, RealtimeSettingsLive } from "./http/realtime.ts"
import { CrmLive, SandboxHubspotLive } from "./http/sandbox-hubspot.ts"
import { SandboxMailLive } from "./http/sandbox-mail.ts"
import { SandboxStripeLive } from "./http/sandbox-stripe.ts"
import { SessionHttpLive } from "./http/session/Http.ts"
import { SetupHttpLive } from "./http/setup/Http.ts"
import { SupportTaskHttpLive, TaskHttpLive } from "./http/tasks/Http.ts"
import { InvitationHttpLive, UserHttpLive } from "./http/users/Http.ts"
import { DocsLive } from "./http/web/docs.ts"
import { StaticSpaLive } from "./http/web/static.ts"
import { Mail, MailSettings } from "./integrations/mail/index.ts"
import { Secrets } from "./lib/app-key.ts"
import { PublicUrl } from "./lib/public-url.ts"
import { SandboxHubspotSettings } from "./sandbox/hubspot/index.ts"

/** SqlClient over the located database, migrated and seeded before anything else uses it. */
export const migratedDatabase = (location: Layer.Layer<Database, never, AppConfig>) =>
  Layer.effectDiscard(seed).pipe(
    Layer.provide(MigrationsLive),
    Layer.provide(CrmSeederLive),
    // Seeding only reads the sandbox's client id, which does not depend on the final port.
    Layer.provide(Layer.unwrapEffect(Effect.map(AppConfig, ({ appUrl }) => SandboxHubspotSettings.fromEnv({ appUrl })))),
    Layer.provideMerge(SqlLive),
    Layer.provideMerge(location)
  )

const RepositoriesLive = Layer.mergeAll(
  UserRepo.Default,
  InvitationRepo.Default,
  LoginLinkRepo.Default,
  ApiTokenRepo.Default,
  PasswordTokenRepo.Default,
  EmailChangeRepo.Default,
  ActivityLogRepo.Default,
  RateLimitRepo.Default,
  PortalRepo.Default,
  PortalConnectionRepo.Default,
  AgencyRepo.Default,
  AgencyAccountRepo.Default,
  CatalogueRepo.Default,
  ModuleRepo.Default,
  BatchRepo.Default,
  DeletionRepo.Default,
  FileRepo.Default,
  LayoutRepo.Default,
  HistoryRepo.Default,
  PageTemplateRepo.Default,
  SetupRepo.Default,
  VersionRepo.Default,
  PortalManageRepo.Default,
  PageMigrationMoveRepo.Default,
  BillingRepo.Default,
  PaymentRepo.Default,
  SubscriptionRepo.Default,
  PlanRepo.Default,
  CreditPackRepo.Default,
  TaskRepo.Default,
  NotificationRepo.Default,
  OnboardingRepo.Default,
  RecordVersionRepo.Default,
  Transaction.Default
)

const MailerLive = Layer.effect(
  Mailer,
  Effect.map(Mail, (mail) => ({ send: (message) => Effect.orDie(mail.send(message)) }))
).pipe(Layer.provide(Mail.Default), Layer.provide(MailSettings.fromEnv))

// Module services build on the catalogue view (ModuleCatalog) and the portal's CRM access (PortalCrm).
const ModulesLive = Layer.mergeAll(ModulePurchases.Default, ModuleDiff.Default, Layouts.Default, Histories.Default).pipe(
  Layer.provideMerge(Layer.mergeAll(ModuleInstaller.Default, PortalFiles.Default)),
  Layer.provideMerge(Layer.mergeAll(ModuleCatalog.Default, PortalCrm.Default))
)

// Page templates reuse the module services' portal lookups and CRM access.
const PagesLive = PageTemplates.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(PortalDomains.Default, PagePublisher.Default)),
  Layer.provideMerge(PageCrm.Default)
)

// Group installs, layout applies and page-template installs run as durable batches on top of the module services.
const BatchesLive = Layer.mergeAll(Batches.Default, BatchWorker.Default, PagesLive, PortalSetup.Default, PortalVersions.Default).pipe(
  Layer.provideMerge(LayoutApply.Default),
  Layer.provideMerge(ModuleGroups.Default),
  Layer.provideMerge(ModulesLive)
)

// Connecting portals by CRM sign-in presents the portal as the portal reads do.
const ConnectionsLive = PortalConnections.Default.pipe(Layer.provideMerge(PortalCatalog.Default), Layer.provide(PortalCrm.Default))

// Portal create/update/delete and the core-portal page migration.
const ManageLive = Layer.mergeAll(PortalManage.Default, Migration.Default).pipe(
  Layer.provide(PortalCatalog.Default),
  Layer.provide(PortalCrm.Default)
)

// Payments for credits and plans; the webhook and the reconciliation (which asks the provider about
// open payments) apply confirmed ones through PaymentFulfilment.
const BillingLive = Billing.Default.pipe(
  Layer.provide(PlanPurchase.Default),
  Layer.provide(BillingCheckout.Default),
  Layer.provideMerge(Layer.merge(PaymentReconciler.Default, PaymentAdjustments.Default)),
  Layer.provide(Layer.merge(ChargedPayments.Default, PlanReversals.Default)),
  Layer.provideMerge(PaymentFulfilment.Default)
)

// Page experiments run HubSpot A/B tests through the portal's CRM access; the collector counts what the
// tracking snippet reports.
const ExperimentsLive = Layer.merge(Experiments.Default.pipe(Layer.provide(PortalCrm.Default)), ExperimentCollector.Default)

const DomainLive = Layer.mergeAll(
  Sessions.Default,
  PasswordResets.Default,
  Profile.Default,
  Agencies.Default,
  Registration.Default,
  AgencyAccount.Default,
  ConnectionsLive,
  BatchesLive,
  ManageLive,
  BillingLive,
  PlanAdmin.Default,
  CreditAdmin.Default,
  Users.Default,
  Invitations.Default,
  PendingInvitations.Default,
  Tasks.Default,
  ExperimentsLive,
  PageViews.Default,
  ActivityLog.Default,
  Notifications.Default,
  Onboarding.Default
).pipe(
  Layer.provideMerge(LoginLinks.Default),
  Layer.provideMerge(
    Layer.mergeAll(UserView.Default, RateLimiter.Default, PersonalNotices.Default, RecordVersions.Default, Deletions.Default)
  ),
  Layer.provide(MailerLive),
  Layer.provideMerge(RepositoriesLive)
)

const ApiLive = HttpApiBuilder.api(Api).pipe(
  Layer.provide([
    AuthHttpLive,
    SessionHttpLive,
    AgencyAccountHttpLive,
    PortalHttpLive,
    AdminPortalHttpLive,
    GuestPortalHttpLive,
    ModuleHttpLive,
    GuestModuleHttpLive,
    BatchHttpLive,
    FileHttpLive,
    LayoutHttpLive,
    HistoryHttpLive,
    PageTemplateHttpLive,
    GuestPageTemplateHttpLive,
    DomainHttpLive,
    OAuthHttpLive,
    SetupHttpLive,
    PortalVersionHttpLive,
    PortalManageHttpLive,
    MigrationHttpLive,
    PlansHttpLive,
    PlanAdminHttpLive,
    BillingHttpLive,
    LogHttpLive,
    ExperimentHttpLive,
    ExperimentEventHttpLive,
    NotificationHttpLive,
    AgencyHttpLive,
    RegistrationHttpLive,
    ProfileHttpLive,
    UserHttpLive,
    InvitationHttpLive,
    TaskHttpLive,
    SupportTaskHttpLive,
    PageViewHttpLive
  ]),
  Layer.provide(AuthenticationLive)
)

const HttpLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const { logRequests } = yield* AppConfig
    const withHeaders = yield* securityHeaders
    const middleware = <E, R>(app: HttpApp.Default<E, R>) => withHeaders(pathDelimitersEscaped(app))
    return HttpApiBuilder.serve(logRequests ? (app) => HttpMiddleware.logger(middleware(app)) : middleware)
  })
).pipe(
  Layer.provide([
    DocsLive,
    PusherSandboxLive,
    SandboxHubspotLive,
    SandboxStripeLive,
    SandboxMailLive,
    BillingWebhookLive,
    StaticSpaLive,
    ErrorEnvelopeLive,
    BodyGuardLive
  ]),
  Layer.provide(ApiLive)
)

export interface AppOptions {
  /** Where the database is; default: DATABASE_URL or the embedded one (Database.fromConfig). */
  readonly database?: Layer.Layer<Database, never, AppConfig>
  /** Run the batch worker in the background (default true); tests may drive BatchWorker themselves. */
  readonly batchWorker?: boolean
  /** Run the payment reconciliation sweep in the background (default true). */
  readonly paymentSweep?: boolean
}

/** The whole server for the given settings: listening, migrated, seeded. */
export const makeAppLayer = (options: AppOptions = {}) => {
  const NodeServerLive = Layer.sync(NodeServer, createHoldingServer)
  const HttpServerLive = Layer.unwrapEffect(
    Effect.gen(function* () {
      const settings = yield* AppConfig
      const server = yield* NodeServer
      return NodeHttpServer.layer(() => server, { port: settings.port, host: settings.host })
    })
  )
  // Realtime and the CRM client need the address we really listen on (PORT=0 in tests).
  const ExternalServicesLive = Layer.mergeAll(RealtimeLive, CrmLive, PaymentsLive).pipe(
    Layer.provideMerge(Layer.merge(RealtimeSettingsLive, PaymentSettingsLive))
  )
  // BatchWorker stays in the output so tests can drive it.
  const WorkerLive = Layer.mergeAll(
    Layer.effect(BatchWorker, BatchWorker),
    options.batchWorker === false ? Layer.empty : BatchWorkerRunning,
    options.paymentSweep === false ? Layer.empty : PaymentReconcilerRunning
  )
  return Layer.merge(HttpLive, WorkerLive).pipe(
    Layer.provide(DomainLive),
    Layer.provideMerge(ExternalServicesLive),
    Layer.provideMerge(PublicUrl.layer),
    Layer.provideMerge(HttpServerLive),
    Layer.provideMerge(NodeServerLive),
    // The database is migrated and seeded before the server starts listening.
    Layer.provideMerge(migratedDatabase(options.database ?? Database.fromConfig)),
    Layer.provideMerge(Secrets.layer)
  )
}
