// Whether the portal may use a template (spec 2 section 4: disabled when not eligible and not free).
import type { PageTemplate } from "@/shared/api"

export const isTemplateLocked = (template: Pick<PageTemplate, "is_eligible" | "is_free_page_module">): boolean =>
  !template.is_eligible && !template.is_free_page_module
