// The import plan's rules on folders built in memory: versions, defaults, what an update keeps,
// keys from portal_builder, requires satisfied by the import itself.
import { describe, expect, it } from "vitest"

import { type CurrentCatalogue, nextMinor, planImport } from "./importPlan.ts"
import type { ModuleFileName, ThemeFolder } from "./themeFolder.ts"

const moduleFolder = (folder: string, meta: object) => ({
  folder,
  files: new Map<ModuleFileName, string>([
    ["meta.json", JSON.stringify(meta)],
    ["fields.json", "[]"],
    ["module.html", "<div></div>"]
  ])
})

const folderOf = (modules: ThemeFolder["modules"], themeFiles: ThemeFolder["themeFiles"] = []): ThemeFolder => ({
  modules,
  themeFiles,
  skipped: [],
  problems: []
})

const catalogue: CurrentCatalogue = {
  modules: new Map([
    ["faq", { key: "faq", module_category: 2, access: "lite", is_global: true, is_hub_db: true, test_module: false, version: "1.4.2" }]
  ]),
  themeFiles: new Map([["css/main.css", "2.0.0"]])
}

const planned = (folder: ThemeFolder, version?: string) => {
  const result = planImport(folder, catalogue, version === undefined ? { message: "m" } : { message: "m", version })
  if (result._tag !== "Plan") throw new Error(JSON.stringify(result.problems))
  return result.plan
}

describe("planImport", () => {
  it("gives the next minor version, 1.0.0 when new", () => {
    expect(nextMinor("1.4.2")).toBe("1.5.0")
    expect(nextMinor("2.0.0")).toBe("2.1.0")
    expect(nextMinor(null)).toBe("1.0.0")
  })

  it("gives a new module the restrictive defaults and an update its current values where meta.json is silent", () => {
    const plan = planned(folderOf([moduleFolder("new-one.module", { label: "New" }), moduleFolder("faq.module", { label: "FAQ v2" })]))
    expect(
      plan.modules.map(({ key, module_category, access, is_global, is_hub_db, previous, version }) => ({
        key,
        module_category,
        access,
        is_global,
        is_hub_db,
        previous,
        version
      }))
    ).toEqual([
      { key: "new-one", module_category: 1, access: "pro", is_global: false, is_hub_db: false, previous: null, version: "1.0.0" },
      { key: "faq", module_category: 2, access: "lite", is_global: true, is_hub_db: true, previous: "1.4.2", version: "1.5.0" }
    ])
  })

  it("takes the key from portal_builder.key and accepts requires on theme files the import brings", () => {
    const plan = planned(
      folderOf(
        [
          moduleFolder("Any Name.module", {
            label: "Faq",
            portal_builder: { key: "faq", access: "free", requires: ["templates/faq.html", "css/main.css"] }
          })
        ],
        [{ path: "templates/faq.html", content: "<div></div>" }]
      ),
      "3.0.0"
    )
    expect(plan.modules[0]).toMatchObject({
      key: "faq",
      access: "free",
      version: "3.0.0",
      requires: ["templates/faq.html", "css/main.css"]
    })
    expect(plan.themeFiles[0]).toMatchObject({
      path: "templates/faq.html",
      name: "faq.html",
      parent_path: "templates",
      previous: null,
      version: "3.0.0"
    })
  })

  it("refuses a malformed --version once, without comparing it", () => {
    const result = planImport(folderOf([moduleFolder("faq.module", { label: "FAQ" })]), catalogue, { message: "m", version: "v2" })
    expect(result).toEqual({ _tag: "Problems", problems: [{ path: ".", problem: 'version "v2" is not of the form MAJOR.MINOR.PATCH' }] })
  })
})
