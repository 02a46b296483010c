// Rows of the sandbox as HubSpot's v3 JSON shapes (the fields the app reads, and a few more).
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

export const pageJson = (page: PageRow, account: Account) => ({
  ...page.properties,
  id: String(page.id),
  name: page.name,
  slug: page.slug,
  state: page.state,
  currentState: page.state,
  templatePath: page.template_path ?? "",
  htmlTitle: page.html_title ?? "",
  subcategory: page.kind === "site" ? "site_page" : "landing_page",
  domain: pageDomain(page, account),
  url: `https://${pageDomain(page, account)}/${page.slug}`,
  createdAt: page.created_at.toISOString(),
  updatedAt: page.updated_at.toISOString()
})

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
 * The account's connected domains: its own (primary for site pages and blog posts) and a landing
 * subdomain (primary for landing pages). Ids are stable per account, as HubSpot's are.
 */
export const domainsJson = (account: Account) => {
  const entry = (id: number, domain: string, primary: { site: boolean; landing: boolean }) => ({
    id: String(id),
    domain,
    isPrimarySitePage: primary.site,
    isPrimaryLandingPage: primary.landing,
    isPrimaryBlogPost: primary.site,
    isPrimaryEmail: false,
    isPrimaryKnowledge: false,
    isResolving: true,
    isSslEnabled: true,
    isUsedForBlogPost: primary.site,
    isUsedForSitePage: true,
    isUsedForLandingPage: true,
    manuallyMarkedAsResolving: false,
    created: "2024-01-01T00:00:00.000Z",
    updated: "2024-01-01T00:00:00.000Z"
  })
  return [
    entry(account.hub_id * 10 + 1, account.domain, { site: true, landing: false }),
    entry(account.hub_id * 10 + 2, `landing.${account.domain}`, { site: false, landing: true })
  ]
}
