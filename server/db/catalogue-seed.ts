// Writes the shipped catalogue (catalogue-seed-data.ts) on every start, in every mode, like the plans.
// Idempotent: rows are matched by key / path / version, so existing data stays and new releases appear.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import {
  catalogueGroups,
  type CatalogueModule,
  catalogueModules,
  catalogueThemeFiles,
  type CatalogueVersion,
  type ModuleFile
} from "./catalogue-seed-data.ts"
import { seedPageTemplates } from "./catalogue-seed-pages.ts"

const categoryClass: Record<CatalogueModule["category"], string> = { 1: "section", 2: "dnd", 3: "element" }

/** The four files of one module version. */
export const moduleFiles = (module: CatalogueModule, version: CatalogueVersion): ReadonlyArray<ModuleFile> => {
  const block = `sr-${module.key}`
  return [
    {
      name: "module.html",
      content:
        `<!-- ${module.name} ${version.version} -->\n<div class="${block} sr-${categoryClass[module.category]}">\n` +
        `  {% if module.heading %}<h2 class="${block}__heading">{{ module.heading }}</h2>{% endif %}\n` +
        `  <div class="${block}__body">{{ module.body }}</div>\n</div>\n`
    },
    {
      name: "module.css",
      content:
        `/* ${module.name} ${version.version} */\n.${block} { display: block; padding: var(--sr-space, 2rem) 0; }\n` +
        `.${block}__heading { margin: 0 0 1rem; }\n`
    },
    {
      name: "fields.json",
      content: JSON.stringify(
        [
          { name: "heading", label: "Heading", type: "text", default: module.name },
          { name: "body", label: "Body", type: "richtext", default: `<p>${module.name}</p>` }
        ],
        null,
        2
      )
    },
    {
      name: "meta.json",
      content: JSON.stringify(
        {
          label: module.name,
          version: version.version,
          global: module.is_global === true,
          host_template_types: ["PAGE", "BLOG_POST", "BLOG_LISTING"],
          is_available_for_new_content: true
        },
        null,
        2
      )
    }
  ]
}

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1)
const parentPath = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "")

const themeFileContent = (path: string, version: string) =>
  path.endsWith(".json")
    ? JSON.stringify({ version, fields: [{ name: "brand_color", type: "color", default: { color: "#1f6feb" } }] }, null, 2)
    : path.endsWith(".html")
      ? `<!-- ${path} ${version} -->\n{% block body %}{% endblock %}\n`
      : `/* ${path} ${version} */\n`

export const seedCatalogue = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const module of catalogueModules) {
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO modules ${sql.insert({
        key: module.key,
        name: module.name,
        module_category: module.category,
        access: module.access,
        is_global: module.is_global === true,
        is_hub_db: module.is_hub_db === true,
        test_module: module.test_module === true
      })}
      ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name RETURNING id`
    for (const version of module.versions) {
      yield* sql`
        INSERT INTO module_versions ${sql.insert({
          module_id: row!.id,
          version: version.version,
          message: version.message,
          requires: [...(version.requires ?? [])],
          files: JSON.stringify(moduleFiles(module, version))
        })}
        ON CONFLICT (module_id, version) DO NOTHING`
    }
  }
  for (const group of catalogueGroups) {
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO module_groups ${sql.insert({ key: group.key, name: group.name })}
      ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name RETURNING id`
    yield* Effect.forEach(
      group.modules,
      (key, position) =>
        sql`
        INSERT INTO module_group_items (group_id, module_id, position)
        SELECT ${row!.id}, id, ${position} FROM modules WHERE key = ${key}
        ON CONFLICT (group_id, module_id) DO NOTHING`
    )
  }
  for (const file of catalogueThemeFiles) {
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO theme_files ${sql.insert({ path: file.path, name: fileName(file.path), parent_path: parentPath(file.path) })}
      ON CONFLICT (path) DO UPDATE SET name = EXCLUDED.name RETURNING id`
    for (const version of file.versions) {
      yield* sql`
        INSERT INTO theme_file_versions ${sql.insert({
          theme_file_id: row!.id,
          version: version.version,
          message: version.message,
          content: themeFileContent(file.path, version.version)
        })}
        ON CONFLICT (theme_file_id, version) DO NOTHING`
    }
  }
  yield* seedPageTemplates
})
