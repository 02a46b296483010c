// Every repository over the one SqlClient, with the transaction they share.
import { Layer } from "effect"

import { ActivityLogRepo } from "../db/repos/ActivityLogRepo.ts"
import { AgencyAccountRepo } from "../db/repos/AgencyAccountRepo.ts"
import { AgencyActivityRepo } from "../db/repos/AgencyActivityRepo.ts"
import { AgencyRepo } from "../db/repos/AgencyRepo.ts"
import { ApiTokenRepo } from "../db/repos/ApiTokenRepo.ts"
import { AuditRepo } from "../db/repos/AuditRepo.ts"
import { BatchRepo } from "../db/repos/BatchRepo.ts"
import { BillingRepo } from "../db/repos/BillingRepo.ts"
import { CatalogueRepo } from "../db/repos/CatalogueRepo.ts"
import { CreditPackRepo } from "../db/repos/CreditPackRepo.ts"
import { DeletionRepo } from "../db/repos/DeletionRepo.ts"
import { DigestRepo } from "../db/repos/DigestRepo.ts"
import { EmailChangeRepo } from "../db/repos/EmailChangeRepo.ts"
import { FileRepo } from "../db/repos/FileRepo.ts"
import { HistoryRepo } from "../db/repos/HistoryRepo.ts"
import { InvitationRepo } from "../db/repos/InvitationRepo.ts"
import { LayoutRepo } from "../db/repos/LayoutRepo.ts"
import { LoginLinkRepo } from "../db/repos/LoginLinkRepo.ts"
import { ModuleRepo } from "../db/repos/ModuleRepo.ts"
import { NotificationRepo } from "../db/repos/NotificationRepo.ts"
import { OnboardingRepo } from "../db/repos/OnboardingRepo.ts"
import { PageMigrationMoveRepo } from "../db/repos/PageMigrationMoveRepo.ts"
import { PageTemplateRepo } from "../db/repos/PageTemplateRepo.ts"
import { PasswordTokenRepo } from "../db/repos/PasswordTokenRepo.ts"
import { PaymentRepo } from "../db/repos/PaymentRepo.ts"
import { PlanRepo } from "../db/repos/PlanRepo.ts"
import { PortalConnectionRepo } from "../db/repos/PortalConnectionRepo.ts"
import { PortalManageRepo } from "../db/repos/PortalManageRepo.ts"
import { PortalRepo } from "../db/repos/PortalRepo.ts"
import { RateLimitRepo } from "../db/repos/RateLimitRepo.ts"
import { RecordVersionRepo } from "../db/repos/RecordVersionRepo.ts"
import { RolloutRepo } from "../db/repos/RolloutRepo.ts"
import { SetupRepo } from "../db/repos/SetupRepo.ts"
import { SubscriptionRepo } from "../db/repos/SubscriptionRepo.ts"
import { TaskRepo } from "../db/repos/TaskRepo.ts"
import { UserRepo } from "../db/repos/UserRepo.ts"
import { VersionRepo } from "../db/repos/VersionRepo.ts"
import { Transaction } from "../db/transaction.ts"

export const RepositoriesLive = Layer.mergeAll(
  UserRepo.Default,
  InvitationRepo.Default,
  LoginLinkRepo.Default,
  ApiTokenRepo.Default,
  PasswordTokenRepo.Default,
  EmailChangeRepo.Default,
  ActivityLogRepo.Default,
  AgencyActivityRepo.Default,
  RateLimitRepo.Default,
  PortalRepo.Default,
  PortalConnectionRepo.Default,
  AgencyRepo.Default,
  AgencyAccountRepo.Default,
  AuditRepo.Default,
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
  DigestRepo.Default,
  OnboardingRepo.Default,
  RecordVersionRepo.Default,
  RolloutRepo.Default,
  Transaction.Default
)
