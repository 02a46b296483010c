// Sample page templates for tests and stories; each call takes the fields a case cares about.
import type { PageTemplate } from "@/shared/api"

export const makePageTemplate = (fields: Partial<PageTemplate> = {}): PageTemplate => ({
  id: 1,
  key: "agency-home",
  name: "Agency Home",
  type: "website-page",
  module_preview: "/previews/page-templates/agency-home.svg",
  access: "free",
  is_eligible: true,
  is_free_page_module: false,
  pad_lock: null,
  button_state: "Install",
  installed: false,
  activate_url: null,
  ...fields
})
