// The ordered migrations; PgMigrator records applied ones in effect_sql_migrations.
import { Migrator } from "@effect/sql"

import foundation from "./0001_foundation.ts"
import integrations from "./0002_integrations.ts"
import catalogue from "./0003_catalogue.ts"
import batchJobs from "./0004_batch_jobs.ts"
import layoutsHistories from "./0005_layouts_histories.ts"
import pageTemplates from "./0006_page_templates.ts"
import oauthStates from "./0007_oauth_states.ts"
import billing from "./0008_billing.ts"
import sandboxStripe from "./0009_sandbox_stripe.ts"
import notifications from "./0010_notifications.ts"
import invitations from "./0011_invitations.ts"
import userProfiles from "./0012_user_profiles.ts"
import tasks from "./0013_tasks.ts"
import experiments from "./0014_experiments.ts"
import personalNotifications from "./0015_personal_notifications.ts"
import crmPacer from "./0016_crm_pacer.ts"
import sandboxHubspotRateLimit from "./0017_sandbox_hubspot_rate_limit.ts"
import batchJobRetry from "./0018_batch_job_retry.ts"
import pageMigrationMoves from "./0019_page_migration_moves.ts"
import experimentEvents from "./0020_experiment_events.ts"
import sandboxStripeFidelity from "./0021_sandbox_stripe_fidelity.ts"
import billingReconciled from "./0022_billing_reconciled.ts"
import sandboxStripeRenewals from "./0023_sandbox_stripe_renewals.ts"
import subscriptionRefunds from "./0024_subscription_refunds.ts"
import savedCards from "./0025_saved_cards.ts"
import sandboxStripeInvoicePayments from "./0026_sandbox_stripe_invoice_payments.ts"
import emailChanges from "./0027_email_changes.ts"
import pageViews from "./0028_page_views.ts"
import oauthPkce from "./0029_oauth_pkce.ts"
import recordVersions from "./0030_record_versions.ts"
import batchCancellations from "./0031_batch_cancellations.ts"
import recordVersionsBookkeeping from "./0032_record_versions_bookkeeping.ts"
import revertedMigrationsMigratable from "./0033_reverted_migrations_migratable.ts"
import invitationRevocationGuideSteps from "./0034_invitation_revocation_guide_steps.ts"
import portalAudits from "./0035_portal_audits.ts"
import portalHealthIndexes from "./0036_portal_health_indexes.ts"
import rollouts from "./0037_rollouts.ts"
import crmConnectionLost from "./0038_crm_connection_lost.ts"
import sandboxStripeCardFingerprints from "./0039_sandbox_stripe_card_fingerprints.ts"
import dailyDigest from "./0040_daily_digest.ts"
import planChangeRestore from "./0041_plan_change_restore.ts"
import authChanges from "./0042_auth_changes.ts"
import batchJobClaimedBy from "./0043_batch_job_claimed_by.ts"
import rolloutParts from "./0044_rollout_parts.ts"
import catalogueChanges from "./0045_catalogue_changes.ts"
import portalReadChanges from "./0046_portal_read_changes.ts"

export const migrations = Migrator.fromRecord({
  "0001_foundation": foundation,
  "0002_integrations": integrations,
  "0003_catalogue": catalogue,
  "0004_batch_jobs": batchJobs,
  "0005_layouts_histories": layoutsHistories,
  "0006_page_templates": pageTemplates,
  "0007_oauth_states": oauthStates,
  "0008_billing": billing,
  "0009_sandbox_stripe": sandboxStripe,
  "0010_notifications": notifications,
  "0011_invitations": invitations,
  "0012_user_profiles": userProfiles,
  "0013_tasks": tasks,
  "0014_experiments": experiments,
  "0015_personal_notifications": personalNotifications,
  "0016_crm_pacer": crmPacer,
  "0017_sandbox_hubspot_rate_limit": sandboxHubspotRateLimit,
  "0018_batch_job_retry": batchJobRetry,
  "0019_page_migration_moves": pageMigrationMoves,
  "0020_experiment_events": experimentEvents,
  "0021_sandbox_stripe_fidelity": sandboxStripeFidelity,
  "0022_billing_reconciled": billingReconciled,
  "0023_sandbox_stripe_renewals": sandboxStripeRenewals,
  "0024_subscription_refunds": subscriptionRefunds,
  "0025_saved_cards": savedCards,
  "0026_sandbox_stripe_invoice_payments": sandboxStripeInvoicePayments,
  "0027_email_changes": emailChanges,
  "0028_page_views": pageViews,
  "0029_oauth_pkce": oauthPkce,
  "0030_record_versions": recordVersions,
  "0031_batch_cancellations": batchCancellations,
  "0032_record_versions_bookkeeping": recordVersionsBookkeeping,
  "0033_reverted_migrations_migratable": revertedMigrationsMigratable,
  "0034_invitation_revocation_guide_steps": invitationRevocationGuideSteps,
  "0035_portal_audits": portalAudits,
  "0036_portal_health_indexes": portalHealthIndexes,
  "0037_rollouts": rollouts,
  "0038_crm_connection_lost": crmConnectionLost,
  "0039_sandbox_stripe_card_fingerprints": sandboxStripeCardFingerprints,
  "0040_daily_digest": dailyDigest,
  "0041_plan_change_restore": planChangeRestore,
  "0042_auth_changes": authChanges,
  "0043_batch_job_claimed_by": batchJobClaimedBy,
  "0044_rollout_parts": rolloutParts,
  "0045_catalogue_changes": catalogueChanges,
  "0046_portal_read_changes": portalReadChanges
})
