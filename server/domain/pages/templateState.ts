// How a page template looks from one portal (spec 2 section 3, "Module card (pages)"): eligibility
// by plan as for modules, the padlock, the button and the blog's Activate link. Pure.
import type { PageTemplate } from "#contract/page-template.ts"
import type { PortalPlan } from "#contract/portal.ts"

import type { PageTemplateRow } from "../../db/repos/PageTemplateRepo.ts"
import { planGives } from "../modules/moduleState.ts"

export interface TemplateHolding {
  readonly plan: PortalPlan
  /** A page was created from it on the portal, or (blog) its files are installed. */
  readonly installed: boolean
  /** The portal's blog settings in the CRM. */
  readonly blogSettingsUrl: string
}

export const previewOf = (key: string) => `/previews/page-templates/${key}.svg`

export const templateState = (template: PageTemplateRow, holding: TemplateHolding): PageTemplate => {
  const eligible = planGives(holding.plan, template.access)
  const installedBlog = template.type === "blog" && holding.installed
  return {
    id: template.id,
    key: template.key,
    name: template.name,
    type: template.type,
    module_preview: previewOf(template.key),
    access: template.access,
    is_eligible: eligible,
    is_free_page_module: template.access === "free",
    pad_lock: eligible ? null : template.access,
    // Website, landing and system templates make a new page on every install, so they stay 'Install'.
    button_state: installedBlog ? "Reinstall" : "Install",
    installed: holding.installed,
    activate_url: installedBlog ? holding.blogSettingsUrl : null
  }
}
