// The page templates the product ships (spec 2 section 2: Website Pages, Landing Pages, System
// Templates, Blogs) with their HubL files. Reference data, written on every start by seedCatalogue;
// files are generated from each template's facts so every template carries real, distinct files.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import type { ModuleFile } from "./catalogue-seed-data.ts"

export type PageTemplateKind = "website-page" | "landing-page" | "system" | "blog"

export interface CataloguePageTemplate {
  readonly key: string
  readonly name: string
  readonly type: PageTemplateKind
  readonly access: "free" | "lite" | "pro"
  /** Headings of the template's drag-and-drop sections (website and landing pages). */
  readonly sections?: ReadonlyArray<string>
}

export const cataloguePageTemplates: ReadonlyArray<CataloguePageTemplate> = [
  {
    key: "agency-home",
    name: "Agency Home",
    type: "website-page",
    access: "free",
    sections: ["We grow brands online", "Our services", "Recent work"]
  },
  { key: "saas-product", name: "SaaS Product", type: "website-page", access: "lite", sections: ["Ship faster", "Features", "Pricing"] },
  { key: "services-overview", name: "Services Overview", type: "website-page", access: "free", sections: ["What we do", "How we work"] },
  { key: "about-team", name: "About the Team", type: "website-page", access: "pro", sections: ["Our story", "Meet the team", "Join us"] },
  { key: "ebook-download", name: "Ebook Download", type: "landing-page", access: "free", sections: ["Get the free ebook"] },
  { key: "webinar-signup", name: "Webinar Sign-up", type: "landing-page", access: "lite", sections: ["Save your seat", "Speakers"] },
  { key: "free-consultation", name: "Free Consultation", type: "landing-page", access: "pro", sections: ["Book a free consultation"] },
  { key: "error-404", name: "404 Page Not Found", type: "system", access: "free" },
  { key: "error-500", name: "500 Server Error", type: "system", access: "free" },
  { key: "search-results", name: "Search Results", type: "system", access: "lite" },
  { key: "blog-classic", name: "Classic Blog", type: "blog", access: "free" },
  { key: "blog-magazine", name: "Magazine Blog", type: "blog", access: "pro" }
]

/** The file a created page uses as its template (templatePath), relative to the template's folder. */
export const mainFileOf = (template: { readonly key: string; readonly type: PageTemplateKind }): string =>
  template.type === "blog" ? `${template.key}-listing.html` : `${template.key}.html`

const annotation = (label: string, templateType: string) =>
  `<!--\n  templateType: ${templateType}\n  isAvailableForNewContent: true\n  label: ${label}\n-->\n`

const head = (key: string, title: string) =>
  `<!doctype html>\n<html lang="{{ html_lang }}" {{ html_lang_dir }}>\n<head>\n  <meta charset="utf-8">\n` +
  `  <meta name="viewport" content="width=device-width, initial-scale=1">\n  <title>${title}</title>\n` +
  `  <meta name="description" content="{{ page_meta.meta_description }}">\n` +
  `  {{ require_css(get_asset_url("./${key}.css")) }}\n  {{ standard_header_includes }}\n</head>\n`

const foot = `  {{ standard_footer_includes }}\n</body>\n</html>\n`

const sectionsArea = (template: CataloguePageTemplate) =>
  `  {% dnd_area "main_content" label="Main content" %}\n` +
  (template.sections ?? [template.name])
    .map(
      (heading, index) =>
        `    {% dnd_section padding={"top": 80, "bottom": 80} %}\n` +
        `      {% dnd_module path="@hubspot/rich_text" html="<h${index === 0 ? 1 : 2}>${heading}</h${index === 0 ? 1 : 2}>" %}\n` +
        `      {% end_dnd_module %}\n    {% end_dnd_section %}\n`
    )
    .join("") +
  `  {% end_dnd_area %}\n`

const stylesheet = (template: CataloguePageTemplate) =>
  `/* ${template.name} */\n.sr-${template.key} { font-family: var(--sr-font, system-ui, sans-serif); color: #33475b; }\n` +
  `.sr-${template.key} .dnd-section { max-width: 1200px; margin: 0 auto; }\n` +
  `.sr-${template.key} h1 { font-size: clamp(2rem, 5vw, 3.5rem); margin: 0 0 1rem; }\n`

const pageFile = (template: CataloguePageTemplate): ModuleFile => ({
  name: mainFileOf(template),
  content:
    annotation(template.name, "page") +
    head(template.key, "{{ page_meta.html_title }}") +
    `<body class="sr-${template.key}">\n` +
    sectionsArea(template) +
    (template.type === "landing-page" ? `  {% include "./${template.key}-form.html" %}\n` : "") +
    foot
})

const landingForm = (template: CataloguePageTemplate): ModuleFile => ({
  name: `${template.key}-form.html`,
  content:
    `<!--\n  templateType: none\n  isAvailableForNewContent: false\n-->\n<section class="sr-${template.key}__form">\n` +
    `  {% form "${template.key}_form" label="${template.name} form" response_response_type="inline" %}\n</section>\n`
})

const systemFiles = (template: CataloguePageTemplate): ReadonlyArray<ModuleFile> => {
  switch (template.key) {
    case "error-404":
      return [
        {
          name: "error-404.html",
          content:
            annotation(template.name, "error_page") +
            head(template.key, "Page not found") +
            `<body class="sr-error-404">\n  <main>\n    <h1>Page not found</h1>\n    <p>The page you were looking for could not be found.</p>\n` +
            `    <a href="/">Back to the home page</a>\n  </main>\n` +
            foot
        },
        { name: "error-404.css", content: stylesheet(template) }
      ]
    case "error-500":
      return [
        {
          name: "error-500.html",
          content:
            annotation(template.name, "error_page").replace("label:", "errorType: 500\n  label:") +
            `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Server error</title>{{ standard_header_includes }}</head>\n` +
            `<body class="sr-error-500">\n  <main>\n    <h1>Something went wrong</h1>\n    <p>Please try again in a few minutes.</p>\n  </main>\n` +
            foot
        }
      ]
    default:
      return [
        {
          name: `${template.key}.html`,
          content:
            annotation(template.name, "search_results_page") +
            head(template.key, "Search results") +
            `<body class="sr-${template.key}">\n  <main>\n    {% module "search_results" path="@hubspot/search_results" %}\n  </main>\n` +
            foot
        },
        { name: `${template.key}.css`, content: stylesheet(template) }
      ]
  }
}

const blogFiles = (template: CataloguePageTemplate): ReadonlyArray<ModuleFile> => [
  {
    name: `${template.key}-listing.html`,
    content:
      annotation(`${template.name} listing`, "blog_listing") +
      head(template.key, "{{ group.public_title }}") +
      `<body class="sr-${template.key} sr-${template.key}--listing">\n  <h1>{{ group.public_title }}</h1>\n` +
      `  {% for content in contents %}\n    <article>\n      <h2><a href="{{ content.absolute_url }}">{{ content.name }}</a></h2>\n` +
      `      <p>{{ content.post_summary|truncatehtml(180) }}</p>\n    </article>\n  {% endfor %}\n` +
      `  {% if last_page_num %}<a href="{{ blog_page_link(last_page_num) }}">Older posts</a>{% endif %}\n` +
      foot
  },
  {
    name: `${template.key}-post.html`,
    content:
      annotation(`${template.name} post`, "blog_post") +
      head(template.key, "{{ content.html_title }}") +
      `<body class="sr-${template.key} sr-${template.key}--post">\n  <article>\n    <h1>{{ content.name }}</h1>\n` +
      `    <p class="byline">{{ content.blog_post_author.display_name }} · {{ content.publish_date|format_date("long") }}</p>\n` +
      `    {{ content.post_body }}\n  </article>\n` +
      foot
  }
]

/** The files of one template, written into the portal under templates/{type}/{key}/. */
export const pageTemplateFiles = (template: CataloguePageTemplate): ReadonlyArray<ModuleFile> => {
  switch (template.type) {
    case "website-page":
      return [pageFile(template), { name: `${template.key}.css`, content: stylesheet(template) }]
    case "landing-page":
      return [pageFile(template), { name: `${template.key}.css`, content: stylesheet(template) }, landingForm(template)]
    case "system":
      return systemFiles(template)
    case "blog":
      return blogFiles(template)
  }
}

/** Idempotent by key: a new release updates names, tiers and files in place. */
export const seedPageTemplates = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const template of cataloguePageTemplates) {
    yield* sql`
      INSERT INTO page_templates ${sql.insert({
        key: template.key,
        name: template.name,
        type: template.type,
        access: template.access,
        files: JSON.stringify(pageTemplateFiles(template))
      })}
      ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, access = EXCLUDED.access, files = EXCLUDED.files`
  }
})
