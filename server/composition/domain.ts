// The domain services and how they build on each other (repositories and the mailer below them).
import { Effect, Layer } from "effect"

import { AppConfig } from "../config.ts"
import { AgencyAccount } from "../domain/account/AgencyAccount.ts"
import { ActivityLog } from "../domain/activity/ActivityLog.ts"
import { AgencyActivity } from "../domain/activity/AgencyActivity.ts"
import { Agencies } from "../domain/agencies/Agencies.ts"
import { Registration } from "../domain/agencies/Registration.ts"
import { PortalAudits } from "../domain/audit/PortalAudits.ts"
import { PasswordResets } from "../domain/auth/PasswordResets.ts"
import { RateLimiter } from "../domain/auth/RateLimiter.ts"
import { Sessions } from "../domain/auth/Sessions.ts"
import { Batches } from "../domain/batches/Batches.ts"
import { BatchWorker } from "../domain/batches/BatchWorker.ts"
import { Billing } from "../domain/billing/Billing.ts"
import { ChargedPayments } from "../domain/billing/ChargedPayments.ts"
import { BillingCheckout } from "../domain/billing/Checkout.ts"
import { PaymentAdjustments } from "../domain/billing/PaymentAdjustments.ts"
import { PaymentFulfilment } from "../domain/billing/PaymentFulfilment.ts"
import { PaymentReconciler } from "../domain/billing/PaymentReconciler.ts"
import { PlanPurchase } from "../domain/billing/PlanPurchase.ts"
import { PlanReversals } from "../domain/billing/PlanReversals.ts"
import { ConnectionLoss } from "../domain/connect/ConnectionLoss.ts"
import { PortalConnections } from "../domain/connect/PortalConnections.ts"
import { Deletions } from "../domain/deletion/Deletions.ts"
import { ExperimentCollector } from "../domain/experiments/ExperimentCollector.ts"
import { Experiments } from "../domain/experiments/Experiments.ts"
import { PortalFiles } from "../domain/files/PortalFiles.ts"
import { Histories } from "../domain/layouts/Histories.ts"
import { LayoutApply } from "../domain/layouts/LayoutApply.ts"
import { Layouts } from "../domain/layouts/Layouts.ts"
import { Mailer } from "../domain/mail/Mailer.ts"
import { Migration } from "../domain/migration/Migration.ts"
import { CataloguePages } from "../domain/modules/CataloguePages.ts"
import { ModuleCatalog } from "../domain/modules/ModuleCatalog.ts"
import { ModuleDiff } from "../domain/modules/ModuleDiff.ts"
import { ModuleGroups } from "../domain/modules/ModuleGroups.ts"
import { ModuleInstaller } from "../domain/modules/ModuleInstaller.ts"
import { ModulePurchases } from "../domain/modules/ModulePurchases.ts"
import { PortalCrm } from "../domain/modules/PortalCrm.ts"
import { DailyDigest } from "../domain/notifications/DailyDigest.ts"
import { DigestPreferences } from "../domain/notifications/DigestPreferences.ts"
import { Notifications } from "../domain/notifications/Notifications.ts"
import { PersonalNotices } from "../domain/notifications/PersonalNotices.ts"
import { OverwriteGuard } from "../domain/overwrite/OverwriteGuard.ts"
import { OverwriteReview } from "../domain/overwrite/OverwriteReview.ts"
import { PageViews } from "../domain/page-views/PageViews.ts"
import { PageCrm } from "../domain/pages/PageCrm.ts"
import { PagePublisher } from "../domain/pages/PagePublisher.ts"
import { PageTemplates } from "../domain/pages/PageTemplates.ts"
import { PortalDomains } from "../domain/pages/PortalDomains.ts"
import { CreditAdmin } from "../domain/plans/CreditAdmin.ts"
import { PlanAdmin } from "../domain/plans/PlanAdmin.ts"
import { PortalHealthOverview } from "../domain/portal-health/PortalHealthOverview.ts"
import { PortalManage } from "../domain/portal-manage/PortalManage.ts"
import { PortalCatalog } from "../domain/portals/PortalCatalog.ts"
import { Onboarding } from "../domain/profiles/Onboarding.ts"
import { RecordVersions } from "../domain/record-versions/RecordVersions.ts"
import { RolloutControl } from "../domain/rollouts/RolloutControl.ts"
import { RolloutCoordinator } from "../domain/rollouts/RolloutCoordinator.ts"
import { RolloutCredits } from "../domain/rollouts/RolloutCredits.ts"
import { RolloutJobs } from "../domain/rollouts/RolloutJobs.ts"
import { RolloutLayouts } from "../domain/rollouts/RolloutLayouts.ts"
import { RolloutPauseNotices } from "../domain/rollouts/RolloutPauseNotices.ts"
import { RolloutPreviews } from "../domain/rollouts/RolloutPreview.ts"
import { RolloutReads } from "../domain/rollouts/RolloutReads.ts"
import { RolloutRemoval } from "../domain/rollouts/RolloutRemoval.ts"
import { RolloutRollback } from "../domain/rollouts/RolloutRollback.ts"
import { RolloutStart } from "../domain/rollouts/RolloutStart.ts"
import { RolloutSubjects } from "../domain/rollouts/RolloutSubjects.ts"
import { RolloutTheme } from "../domain/rollouts/RolloutTheme.ts"
import { PortalSetup } from "../domain/setup/PortalSetup.ts"
import { Tasks } from "../domain/tasks/Tasks.ts"
import { Invitations } from "../domain/users/Invitations.ts"
import { LoginLinks } from "../domain/users/LoginLinks.ts"
import { PendingInvitations } from "../domain/users/PendingInvitations.ts"
import { Profile } from "../domain/users/Profile.ts"
import { Users } from "../domain/users/Users.ts"
import { UserView } from "../domain/users/UserView.ts"
import { PortalVersions } from "../domain/versions/PortalVersions.ts"
import { Mail, MailSettings } from "../integrations/mail/index.ts"
import { RepositoriesLive } from "./repositories.ts"

const MailerLive = Layer.effect(
  Mailer,
  Effect.map(Mail, (mail) => ({ send: (message) => Effect.orDie(mail.send(message)) }))
).pipe(
  Layer.provide(Mail.Default),
  Layer.provide(
    Layer.effect(
      MailSettings,
      Effect.map(AppConfig, (settings) => settings.mail)
    )
  )
)

// Module services build on the catalogue view (ModuleCatalog) and the portal's CRM access (PortalCrm).
const ModulesLive = Layer.mergeAll(
  ModulePurchases.Default,
  ModuleDiff.Default,
  Layouts.Default,
  Histories.Default,
  PortalAudits.Default
).pipe(
  Layer.provideMerge(Layer.mergeAll(ModuleInstaller.Default, PortalFiles.Default)),
  Layer.provideMerge(Layer.mergeAll(ModuleCatalog.Default, PortalCrm.Default, OverwriteGuard.Default)),
  Layer.provideMerge(CataloguePages.Default)
)

// Page templates reuse the module services' portal lookups and CRM access.
const PagesLive = PageTemplates.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(PortalDomains.Default, PagePublisher.Default)),
  Layer.provideMerge(PageCrm.Default)
)

// Rollouts take a module, a theme file, the theme version or a saved layout to many portals: their portals' batches
// run in the BatchWorker (RolloutJobs), and the coordinator starts and settles them.
const RolloutsLive = Layer.mergeAll(RolloutControl.Default, RolloutRollback.Default, RolloutCoordinator.Default).pipe(
  Layer.provideMerge(RolloutStart.Default),
  Layer.provideMerge(Layer.mergeAll(RolloutPreviews.Default, RolloutReads.Default, RolloutJobs.Default)),
  Layer.provideMerge(Layer.mergeAll(RolloutRemoval.Default, RolloutTheme.Default)),
  Layer.provideMerge(RolloutCredits.Default),
  Layer.provideMerge(Layer.mergeAll(RolloutPauseNotices.Default, RolloutSubjects.Default)),
  Layer.provideMerge(RolloutLayouts.Default)
)

// Group installs, layout applies and page-template installs run as durable batches on top of the module services.
const BatchesLive = Layer.mergeAll(Batches.Default, BatchWorker.Default, PagesLive, PortalSetup.Default, OverwriteReview.Default).pipe(
  // The overwrite check plans a theme upgrade with the upgrade's own code.
  Layer.provideMerge(PortalVersions.Default),
  Layer.provideMerge(LayoutApply.Default),
  Layer.provideMerge(ModuleGroups.Default),
  Layer.provideMerge(RolloutsLive),
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

export const DomainLive = Layer.mergeAll(
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
  AgencyActivity.Default,
  Notifications.Default,
  DigestPreferences.Default,
  DailyDigest.Default,
  Onboarding.Default,
  PortalHealthOverview.Default
).pipe(
  // A refused CRM grant is told once, wherever a portal's CRM is reached (PortalCrm finds it here).
  Layer.provideMerge(ConnectionLoss.Default),
  Layer.provideMerge(LoginLinks.Default),
  Layer.provideMerge(
    Layer.mergeAll(UserView.Default, RateLimiter.Default, PersonalNotices.Default, RecordVersions.Default, Deletions.Default)
  ),
  Layer.provide(MailerLive),
  Layer.provideMerge(RepositoriesLive)
)
