// The module list serves catalogue pages from memory (CataloguePages) while the catalogue_changes journal stands still:
// a change committed to a module or its versions (here straight through SQL, as another process or an admin would
// make it) is in the very next list, not a poll later; what a portal holds is read on every list.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { get, holdModule, login, sqlRun } from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"

const KEY = "faq-accordion"

const listed = (token: string) =>
  Effect.map(get(`/module/api/v2/modules?portal=3&keyword=${KEY}`, token), (reply) => {
    expect(reply.status).toBe(200)
    return (reply.body.data as ReadonlyArray<{ key: string; name: string; current_version: string; installed: boolean }>).find(
      (module) => module.key === KEY
    )!
  })

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("catalogue pages", (it) => {
  it.effect("a new version, a renamed module and a new holding show in the very next list", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const before = yield* listed(token)
      expect(before).toMatchObject({ name: "FAQ Accordion", current_version: "1.1.0", installed: false })
      // Served from memory the second time: the same answer.
      expect(yield* listed(token)).toEqual(before)

      yield* sqlRun(
        (sql) => sql`
          INSERT INTO module_versions (module_id, version, message)
          SELECT id, '1.2.0', 'Keyboard navigation' FROM modules WHERE key = ${KEY}`
      )
      expect(yield* listed(token)).toMatchObject({ current_version: "1.2.0" })
      yield* sqlRun((sql) => sql`UPDATE modules SET name = 'FAQ Accordion Plus' WHERE key = ${KEY}`)
      expect(yield* listed(token)).toMatchObject({ name: "FAQ Accordion Plus" })
      // A holding is the portal's, read on every list.
      yield* holdModule(3, KEY, "1.1.0")
      expect(yield* listed(token)).toMatchObject({ installed: true })

      // Put back as it was.
      yield* sqlRun(
        (sql) => sql`DELETE FROM portal_modules WHERE portal_id = 3 AND module_id = (SELECT id FROM modules WHERE key = ${KEY})`
      )
      yield* sqlRun((sql) => sql`UPDATE modules SET name = 'FAQ Accordion' WHERE key = ${KEY}`)
      yield* sqlRun(
        (sql) => sql`DELETE FROM module_versions WHERE version = '1.2.0' AND module_id = (SELECT id FROM modules WHERE key = ${KEY})`
      )
      expect(yield* listed(token)).toEqual(before)
    })
  )
})
