// Page templates (spec 2 sections 2–4): website, landing, system and blog templates of the catalogue,
// seen from one portal, and the CRM page created from one.
import { Schema } from "effect"

import { AccessTier } from "./module.ts"

/** The drawer a template belongs to (the `type` listing parameter of spec 2 section 3). */
export const PageTemplateType = Schema.Literal("website-page", "landing-page", "system", "blog")
export type PageTemplateType = typeof PageTemplateType.Type

/** The CRM page kind the Select Page Type dialog chooses: Website Page → site_page, Landing Page → landing_page. */
export const PageSubcategory = Schema.Literal("site_page", "landing_page")
export type PageSubcategory = typeof PageSubcategory.Type

/**
 * 'Install' until done; a blog template once installed says 'Reinstall' (website, landing and system
 * templates create a new page on every install, so they stay 'Install').
 */
export const PageTemplateButtonState = Schema.Literal("Install", "Reinstall")
export type PageTemplateButtonState = typeof PageTemplateButtonState.Type

/** A page-template card (spec 2 section 3, "Module card (pages)"). */
export const PageTemplate = Schema.Struct({
  id: Schema.Number,
  key: Schema.String,
  name: Schema.String,
  type: PageTemplateType,
  /** The template's preview image (an SVG 300 px wide served by the app). */
  module_preview: Schema.String,
  access: AccessTier,
  /** The portal's plan gives this template. */
  is_eligible: Schema.Boolean,
  /** Free for every plan. */
  is_free_page_module: Schema.Boolean,
  /** The tier that unlocks a locked template ('pro' shows a gold padlock); null when usable. */
  pad_lock: Schema.NullOr(AccessTier),
  button_state: PageTemplateButtonState,
  /** Pages created from it on this portal, or (blog) whether its files are installed. */
  installed: Schema.Boolean,
  /** Blog templates once installed: the portal's blog settings page in the CRM (the Activate button). */
  activate_url: Schema.NullOr(Schema.String)
})
export type PageTemplate = typeof PageTemplate.Type

/** A page created in the CRM from a template (createPageCustomBatch, createPageTemplateSystem). */
export const CreatedPage = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** The page in the CRM's content editor (the 'Edit Page' link). */
  edit_url: Schema.String
})
export type CreatedPage = typeof CreatedPage.Type

/** A domain connected to the portal's CRM account (Select Domain). */
export const Domain = Schema.Struct({
  id: Schema.String,
  domain: Schema.String,
  is_primary: Schema.Boolean
})
export type Domain = typeof Domain.Type
