// The four page template drawers (spec 2 section 2): which templates each lists and what it adds.
import type { PageTemplateType } from "@/entities/page-template"

export type PageTemplatesDrawerName = "website-page" | "landing-page" | "system-page" | "blog-page"

export interface PageTemplatesDrawerConfig {
  readonly title: string
  readonly type: PageTemplateType
  /** Landing Pages cards carry a second 'Preview' button. */
  readonly hasPreview: boolean
}

export const PAGE_TEMPLATE_DRAWERS: Readonly<Record<PageTemplatesDrawerName, PageTemplatesDrawerConfig>> = {
  "website-page": { title: "Website Pages", type: "website-page", hasPreview: false },
  "landing-page": { title: "Landing Pages", type: "landing-page", hasPreview: true },
  "system-page": { title: "System Templates", type: "system", hasPreview: false },
  "blog-page": { title: "Blogs", type: "blog", hasPreview: false }
}

export const PAGE_TEMPLATE_DRAWER_NAMES = Object.keys(PAGE_TEMPLATE_DRAWERS) as ReadonlyArray<PageTemplatesDrawerName>

export const NO_TEMPLATES = "No templates match your search."
