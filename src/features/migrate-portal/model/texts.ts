// Spec 1 section 4: the migration and revert dialogs' texts (quoted ones exact), and the outcome
// summaries the specification leaves to us.
export const MIGRATE_TITLE = "Migrate"
export const NEXT_LABEL = "Next"
export const CANCEL_LABEL = "Cancel"
export const MIGRATING_TITLE = "Migrating Page"
export const REVERT_TITLE = "Are you sure?"
export const REVERT_TEXT = "You won't be able to revert this!"
export const REVERT_CONFIRM = "Yes, revert it!"
export const REVERT_CANCEL = "No, cancel!"
export const REVERTED_TITLE = "Completed!"
export const REVERTED_TEXT = "All page has been revert."
export const OK_LABEL = "OK"
export const NO_PAGES = "There are no pages to migrate."
export const LOADING_PAGES = "Loading the pages to migrate"
export const MIGRATE_INTRO =
  "Migrating moves the chosen pages onto this portal's theme: each page's template is switched to the copy in the portal's folder (shown beside it). Revert Migration puts the old templates back."
export const SOME_LEFT_OUT = "Pages left out keep their templates; the portal counts as migrated once every page is moved."
export const NONE_CHOSEN = "Choose at least one page to migrate."

export const REVERTING_TITLE = "Reverting Pages"
export const MIGRATED_TITLE = "Migration complete"
export const MIGRATION_INCOMPLETE_TITLE = "Migration incomplete"
export const REVERT_INCOMPLETE_TITLE = "Revert incomplete"
export const MIGRATION_ERROR_TITLE = "Migration status unknown"
export const REVERT_ERROR_TITLE = "Revert status unknown"
export const RETRY_LABEL = "Retry failed pages"
export const CLOSE_LABEL = "Close"
export const PROGRESS_LABEL = "Pages"
export const FAILED_PAGES_LABEL = "Failed pages"

const pages = (count: number) => `${count} ${count === 1 ? "page" : "pages"}`

export const movedText = (count: number, failed: number) =>
  count > 0 ? `${pages(count)} moved into the portal's folder.` : failed > 0 ? "No page was moved." : "No page needed moving."
export const notMovedText = (count: number) => `${pages(count)} could not be moved:`
export const revertedText = (count: number) => `${pages(count)} reverted.`
export const notRevertedText = (count: number) => `${pages(count)} could not be reverted:`
/** Reading the batch failed: the work may still be going on, or have ended; the user may look again. */
export const unknownOutcomeText = (message: string) =>
  `${message} The pages may still be changing: open this again later to see where it stands.`
