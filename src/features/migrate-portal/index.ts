export type { MigrationPage } from "./api/migration.ts"
export { listMigrationPages, readPageOutcomes, startMigration, startRevert } from "./api/migration.ts"
export type { FailedPage, PageOutcomes } from "./lib/outcome.ts"
export {
  CANCEL_LABEL,
  MIGRATE_TITLE,
  MIGRATING_TITLE,
  NEXT_LABEL,
  NO_PAGES,
  OK_LABEL,
  RETRY_LABEL,
  REVERT_CANCEL,
  REVERT_CONFIRM,
  REVERT_TEXT,
  REVERT_TITLE,
  REVERTED_TEXT,
  REVERTED_TITLE,
  REVERTING_TITLE
} from "./model/texts.ts"
export type { MigratePortalOptions, MigrationFlow, MigrationState } from "./model/useMigratePortal.ts"
export { useMigratePortal } from "./model/useMigratePortal.ts"
export type { MigrationDialogsProps } from "./ui/MigrationDialogs.tsx"
export { MigrationDialogs } from "./ui/MigrationDialogs.tsx"
