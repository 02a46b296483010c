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
  domain: account.domain,
  url: `https://${account.domain}/${page.slug}`,
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
