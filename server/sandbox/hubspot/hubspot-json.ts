// Rows of the sandbox as HubSpot's v3 JSON shapes, with every field the reference marks required.
import { createHash } from "node:crypto"

import type { Account } from "./store/accounts.ts"
import type { BlogRow, HubDbTableRow, PageRow } from "./store/content.ts"
import type { FileRow } from "./store/files.ts"

const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1)

export const fileMetadata = (file: FileRow) => ({
  id: file.path,
  name: baseName(file.path),
  folder: false,
  createdAt: file.created_at.getTime(),
  updatedAt: file.updated_at.getTime(),
  hash: createHash("md5").update(file.content, "utf8").digest("hex")
})

/** A folder exists while files exist under it; `children` are its direct entries' names. */
export const folderMetadata = (path: string, files: ReadonlyArray<FileRow>) => {
  const prefix = `${path}/`
  const children = [...new Set(files.map((file) => file.path.slice(prefix.length).split("/")[0] ?? ""))].filter((name) => name !== "")
  return {
    id: path,
    name: baseName(path),
    folder: true,
    children,
    createdAt: Math.min(...files.map((file) => file.created_at.getTime())),
    updatedAt: Math.max(...files.map((file) => file.updated_at.getTime()))
  }
}

/** The domain a page was created on, or the account's primary domain. */
export const pageDomain = (page: PageRow, account: Account): string => {
  const chosen = page.properties["domain"]
  return typeof chosen === "string" && chosen.trim() !== "" ? chosen : account.domain
}

/** Page fields HubSpot always answers with; a caller's own values for them replace these. */
const pageDefaults = {
  abTestId: "",
  archivedAt: "1970-01-01T00:00:00Z",
  archivedInDashboard: false,
  attachedStylesheets: [],
  authorName: "",
  campaign: "",
  contentGroupId: "0",
  createdById: "1",
  dynamicPageDataSourceId: "",
  dynamicPageDataSourceType: 0,
  dynamicPageHubDbTableId: "",
  enableDomainStylesheets: false,
  enableLayoutStylesheets: false,
  featuredImage: "",
  featuredImageAltText: "",
  folderId: "",
  footerHtml: "",
  headHtml: "",
  includeDefaultCustomCss: false,
  language: "en",
  layoutSections: {},
  linkRelCanonicalUrl: "",
  mabExperimentId: "",
  metaDescription: "",
  pageExpiryDate: 0,
  pageExpiryEnabled: false,
  pageExpiryRedirectId: 0,
  pageExpiryRedirectUrl: "",
  pageRedirected: false,
  password: "",
  publicAccessRules: [],
  publicAccessRulesEnabled: false,
  publishImmediately: false,
  themeSettingsValues: {},
  translatedFromId: "",
  translations: {},
  updatedById: "1",
  useFeaturedImage: false,
  widgetContainers: {},
  widgets: {}
}

/** HubSpot's content categories: 1 is a landing page, 4 a website page. */
const categoryOf = (page: PageRow) => (page.kind === "site" ? 4 : 1)

/** A site or landing page as HubSpot's v3 Page: every field its reference marks required. */
export const pageJson = (page: PageRow, account: Account) => {
  const { abTestVariationOf, ...properties } = page.properties
  const published = page.state === "PUBLISHED"
  return {
    ...pageDefaults,
    ...properties,
    id: String(page.id),
    name: page.name,
    slug: page.slug,
    state: page.state,
    currentState: page.state,
    currentlyPublished: published,
    // The stored status once a test has set it (an ended test's loser is "loser_variant").
    abStatus: typeof properties["abStatus"] === "string" ? properties["abStatus"] : abTestVariationOf === undefined ? "master" : "variant",
    templatePath: page.template_path ?? "",
    htmlTitle: page.html_title ?? "",
    subcategory: page.kind === "site" ? "site_page" : "landing_page",
    categoryId: categoryOf(page),
    contentTypeCategory: String(categoryOf(page)),
    domain: pageDomain(page, account),
    url: `https://${pageDomain(page, account)}/${page.slug}`,
    publishDate: (published ? page.updated_at : page.created_at).toISOString(),
    created: page.created_at.toISOString(),
    updated: page.updated_at.toISOString()
  }
}

export const hubDbTableJson = (table: HubDbTableRow) => ({
  id: String(table.id),
  name: table.name,
  label: table.label,
  columns: table.columns,
  columnCount: table.columns.length,
  rowCount: table.row_count,
  published: table.published,
  createdAt: table.created_at.toISOString(),
  updatedAt: table.updated_at.toISOString()
})

export const blogJson = (blog: BlogRow, account: Account) => ({
  id: String(blog.id),
  name: blog.name,
  slug: blog.slug,
  publicTitle: blog.public_title,
  language: blog.language,
  absoluteUrl: `https://${account.domain}/${blog.slug}`,
  created: blog.created_at.toISOString(),
  updated: blog.updated_at.toISOString()
})

/**
 * The account's connected domains as HubSpot's v3 Domain: its own (primary for site pages and blog
 * posts) and a landing subdomain (primary for landing pages). Ids are stable per account, as HubSpot's are.
 */
export const domainsJson = (account: Account) => {
  const entry = (id: number, domain: string, primary: { site: boolean; landing: boolean }) => ({
    id: String(id),
    domain,
    primarySitePage: primary.site,
    primaryLandingPage: primary.landing,
    primaryBlogPost: primary.site,
    primaryEmail: false,
    primaryKnowledge: false,
    isUsedForSitePage: true,
    isUsedForLandingPage: true,
    isUsedForBlogPost: primary.site,
    isUsedForEmail: false,
    isUsedForKnowledge: false,
    isResolving: true,
    isSslEnabled: true,
    isSslOnly: true,
    manuallyMarkedAsResolving: false,
    correctCname: `${account.hub_id}.group0.sites.hscoretech.net`,
    created: "2024-01-01T00:00:00.000Z",
    updated: "2024-01-01T00:00:00.000Z"
  })
  return [
    entry(account.hub_id * 10 + 1, account.domain, { site: true, landing: false }),
    entry(account.hub_id * 10 + 2, `landing.${account.domain}`, { site: false, landing: true })
  ]
}
