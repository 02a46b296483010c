// The page experiments' answers (moved out of Experiments.ts so that each file has one job).
export const INVALID_PAGE = "The selected page_id is invalid."
export const PAGE_IN_TEST = "The selected page_id already has an experiment that is not completed: HubSpot runs one A/B test per page."
export const variationRefused = (message: string) => `page_id: HubSpot refused the variation: ${message}`
export const INVALID_VARIANT = "The selected variant_id is invalid."
export const invalidTemplate = (index: number) => `variants.${index}.template: The selected template is invalid.`
export const ONLY_DRAFT_STARTS = "Only a draft experiment can be started."
export const ONLY_RUNNING_STOPS = "Only a running experiment can be stopped."
export const WINNER_NEEDS_RESULTS = "A winner can only be declared once the experiment has started."
export const ALREADY_COMPLETED = "This experiment already has a winner."
export const STOP_BEFORE_DELETE = "Stop the experiment before deleting it."
export const EXPERIMENT_DELETED = "Experiment deleted."
