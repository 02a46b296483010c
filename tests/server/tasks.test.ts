// /task/api/v2: task requests of SaaS agencies (the open-request limit, the support-only guard, who may
// do what, notifying the requester in the app and by mail, and 422s naming the field).
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { BASE, ensureSupportUser, northwindWith, request, sqlRun, SUPPORT, tomorrow } from "./support/tasks-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("tasks", (it) => {
  it.effect("an agency admin of a SaaS agency submits a request and reads it with its history", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { agencyId, portalId } = yield* northwindWith(3)
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const created = yield* api.request("POST", `${BASE}/tasks`, { token, json: request(portalId) })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        title: "Add a pricing page",
        status: "new",
        priority: "high",
        due_date: tomorrow(),
        attachments: ["https://example.com/brief.pdf"],
        agency: { id: agencyId, name: "Northwind Agency" },
        portal: { id: portalId, name: "Northwind Portal" },
        requester: { name: "Northwind Admin" },
        assignee: null,
        comments: [],
        events: [{ event: "created", to_status: "new" }]
      })
      const list = yield* api.request("GET", `${BASE}/tasks`, { token })
      expect(list.status).toBe(200)
      expect(list.body.data).toHaveLength(1)
      expect(list.body.quota).toEqual({ agency_id: agencyId, open: 1, limit: 3 })
      expect(list.body.meta.pagination).toMatchObject({ total: 1, current_page: 1, total_pages: 1 })
      const logged = yield* sqlRun(
        (sql) =>
          sql<{
            event: string
          }>`SELECT event FROM activity_log WHERE subject_type = 'App\\Models\\Task' AND subject_id = ${created.body.data.id}`
      )
      expect(logged.map((row) => row.event)).toEqual(["task created"])
    })
  )

  it.effect("the open-request limit: N open at most, 0 means none, closed ones do not count", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portalId } = yield* northwindWith(0)
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const none = yield* api.request("POST", `${BASE}/tasks`, { token, json: request(portalId) })
      expect(none.status).toBe(422)
      expect(none.body.message).toBe("Task requests are not enabled for your agency.")

      yield* northwindWith(2)
      const ids: Array<number> = []
      for (let i = 0; i < 2; i++) {
        const reply = yield* api.request("POST", `${BASE}/tasks`, { token, json: request(portalId, { title: `Request ${i}` }) })
        expect(reply.status).toBe(201)
        ids.push(reply.body.data.id)
      }
      const third = yield* api.request("POST", `${BASE}/tasks`, { token, json: request(portalId) })
      expect(third.status).toBe(422)
      expect(third.body.message).toBe("Your agency can have at most 2 open requests. Close one or ask us to raise the limit.")
      // Cancelling one frees a place.
      const cancelled = yield* api.request("PUT", `${BASE}/tasks/${ids[0]}`, { token, json: { status: "cancelled" } })
      expect(cancelled.body.data.status).toBe("cancelled")
      expect((yield* api.request("POST", `${BASE}/tasks`, { token, json: request(portalId) })).status).toBe(201)
    })
  )

  it.effect("concurrent submissions never exceed the limit", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { agencyId, portalId } = yield* northwindWith(3)
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const replies = yield* Effect.all(
        Array.from({ length: 8 }, (_, i) =>
          api.request("POST", `${BASE}/tasks`, { token, json: request(portalId, { title: `Rush ${i}` }) })
        ),
        { concurrency: "unbounded" }
      )
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3)
      expect(replies.filter((reply) => reply.status === 422)).toHaveLength(5)
      const [open] = yield* sqlRun((sql) => sql<{ total: number }>`SELECT count(*)::int AS total FROM tasks WHERE agency_id = ${agencyId}`)
      expect(open!.total).toBe(3)
    })
  )

  it.effect("role matrix: who may use the requester and the support endpoints", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portalId } = yield* northwindWith(3)
      yield* ensureSupportUser
      const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const created = yield* api.request("POST", `${BASE}/tasks`, { token: north, json: request(portalId) })
      const id = created.body.data.id as number
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const nonSaas = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const support = yield* api.login(SUPPORT.email, SUPPORT.password)

      // No token: 401 everywhere.
      expect((yield* api.request("GET", `${BASE}/tasks`)).status).toBe(401)
      expect((yield* api.request("GET", `${BASE}/support/tasks`)).status).toBe(401)
      // A super admin reads every agency's requests but submits none without a SaaS agency of their own.
      const adminList = yield* api.request("GET", `${BASE}/tasks`, { token: admin })
      expect(adminList.status).toBe(200)
      expect(adminList.body.data.map((task: { id: number }) => task.id)).toContain(id)
      expect((yield* api.request("GET", `${BASE}/tasks/${id}`, { token: admin })).status).toBe(200)
      expect((yield* api.request("POST", `${BASE}/tasks`, { token: admin, json: request(portalId) })).status).toBe(403)
      expect((yield* api.request("PUT", `${BASE}/tasks/${id}`, { token: admin, json: { status: "cancelled" } })).status).toBe(403)
      // An agency admin of a non-SaaS agency and a plain user have no task requests.
      for (const token of [nonSaas, user, support]) {
        expect((yield* api.request("GET", `${BASE}/tasks`, { token })).status).toBe(403)
        expect((yield* api.request("GET", `${BASE}/tasks/${id}`, { token })).status).toBe(403)
        expect((yield* api.request("POST", `${BASE}/tasks`, { token, json: request(portalId) })).status).toBe(403)
      }
      // The support-only guard: is_support or 403.
      for (const token of [north, nonSaas, user]) {
        const denied = yield* api.request("GET", `${BASE}/support/tasks`, { token })
        expect(denied.status).toBe(403)
        expect(denied.body.message).toBe("You do not have permission to perform this action.")
        expect((yield* api.request("GET", `${BASE}/support/tasks/facets`, { token })).status).toBe(403)
        expect((yield* api.request("GET", `${BASE}/support/tasks/${id}`, { token })).status).toBe(403)
        expect((yield* api.request("PUT", `${BASE}/support/tasks/${id}`, { token, json: { status: "done" } })).status).toBe(403)
        expect((yield* api.request("POST", `${BASE}/support/tasks/${id}/comments`, { token, json: { body: "Hi" } })).status).toBe(403)
      }
      for (const token of [support, admin]) {
        const list = yield* api.request("GET", `${BASE}/support/tasks`, { token })
        expect(list.status).toBe(200)
        expect(list.body.data.map((task: { id: number }) => task.id)).toContain(id)
      }
      const facets = yield* api.request("GET", `${BASE}/support/tasks/facets`, { token: support })
      expect(facets.body.data.agencies).toContainEqual({ id: created.body.data.agency.id, name: "Northwind Agency" })
      expect(facets.body.data.portals).toContainEqual({ id: portalId, name: "Northwind Portal", agency_id: created.body.data.agency.id })
      expect((yield* api.request("GET", `${BASE}/support/tasks/999999`, { token: support })).status).toBe(404)
    })
  )
})
