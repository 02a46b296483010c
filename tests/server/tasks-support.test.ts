// /task/api/v2: task requests of SaaS agencies (the open-request limit, the support-only guard, who may
// do what, notifying the requester in the app and by mail, and 422s naming the field).
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { RealtimeSettings } from "../../server/integrations/realtime/index.ts"
import { connect, waitFor } from "./support/realtime.ts"
import { latestMail } from "./support/records.ts"
import { BASE, northwindWith, request, requesterAndDesk, sqlRun } from "./support/tasks-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("tasks: the support desk's changes", (it) => {
  it.effect("support changes notify the requester in the app and by mail, and are logged", () =>
    Effect.gen(function* () {
      const { agencyId, api, north, portalId, support } = yield* requesterAndDesk
      const id = (yield* api.request("POST", `${BASE}/tasks`, { token: north, json: request(portalId, { title: "Fix the footer" }) })).body
        .data.id as number

      const updated = yield* api.request("PUT", `${BASE}/support/tasks/${id}`, {
        token: support,
        json: { assignee: "me", status: "in_progress" }
      })
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ status: "in_progress", assignee: { name: "Sam Support" }, unread: true })
      expect(updated.body.data.events.map((event: { event: string }) => event.event)).toEqual(["created", "assigned", "status"])
      const mail = Option.getOrThrow(yield* latestMail(Seeded.northwind.email))
      expect(mail.subject).toBe('Update on your request "Fix the footer"')
      expect(mail.text).toContain("Sam Support is now working on your request.")
      expect(mail.text).toContain("Sam Support changed the status to In progress.")
      expect(mail.text).toContain(`/tasks/${id}`)

      const commented = yield* api.request("POST", `${BASE}/support/tasks/${id}/comments`, {
        token: support,
        json: { body: "Which colour should it be?" }
      })
      expect(commented.status).toBe(201)
      expect(Option.getOrThrow(yield* latestMail(Seeded.northwind.email)).text).toContain(
        "Sam Support commented: Which colour should it be?"
      )

      // The requester's list flags it; opening it clears the flag.
      const listed = yield* api.request("GET", `${BASE}/tasks?status=in_progress`, { token: north })
      expect(listed.body.data).toEqual([expect.objectContaining({ id, unread: true, comments_count: 1 })])
      const opened = yield* api.request("GET", `${BASE}/tasks/${id}`, { token: north })
      expect(opened.body.data).toMatchObject({
        unread: false,
        comments: [{ body: "Which colour should it be?", from_support: true, author: { name: "Sam Support" } }]
      })
      expect((yield* api.request("GET", `${BASE}/tasks/${id}`, { token: north })).body.data.unread).toBe(false)

      // The requester answers; support's filters find it.
      expect((yield* api.request("POST", `${BASE}/tasks/${id}/comments`, { token: north, json: { body: "Navy, please." } })).status).toBe(
        201
      )
      const mine = yield* api.request(
        "GET",
        `${BASE}/support/tasks?assignee=me&agency_id=${agencyId}&portal_id=${portalId}&status=in_progress`,
        { token: support }
      )
      expect(mine.body.data.map((task: { id: number }) => task.id)).toEqual([id])
      // Unassigning and an unchanged status: only the real change is recorded.
      const unassigned = yield* api.request("PUT", `${BASE}/support/tasks/${id}`, {
        token: support,
        json: { assignee: null, status: "in_progress" }
      })
      expect(unassigned.body.data.assignee).toBeNull()
      expect(unassigned.body.data.events.at(-1)).toMatchObject({ event: "unassigned" })

      const logged = yield* sqlRun(
        (sql) =>
          sql<{ event: string }>`SELECT event FROM activity_log WHERE subject_type = 'App\\Models\\Task' AND subject_id = ${id} ORDER BY id`
      )
      expect(logged.map((row) => row.event)).toEqual([
        "task created",
        "task updated by support",
        "task commented",
        "task commented",
        "task updated by support"
      ])
    })
  )

  it.scoped("support changes add a What's New entry for the requester alone, read once they open the request", () =>
    Effect.gen(function* () {
      const settings = yield* RealtimeSettings
      const { api, north, portalId, support } = yield* requesterAndDesk
      const other = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const northId = (yield* api.request("GET", "/auth/api/v2/me", { token: north })).body.data.id as number
      const unread = (token: string) =>
        Effect.map(api.request("GET", "/auth/api/v2/notifications/check", { token }), (reply) => reply.body.data.total as number)
      const personal = (token: string) =>
        Effect.map(api.request("GET", "/auth/api/v2/notifications?limit=100", { token }), (reply) =>
          (
            reply.body.data as ReadonlyArray<{
              id: number
              title: string
              link: string | null
              read: boolean
              description: string
              author: string
            }>
          ).filter((entry) => entry.link !== null)
        )
      yield* api.request("PUT", "/auth/api/v2/notifications/read-all", { token: north })
      const id = (yield* api.request("POST", `${BASE}/tasks`, { token: north, json: request(portalId, { title: "Tidy the <blog>" }) })).body
        .data.id as number

      // The requester's browser listens on their private channel.
      const client = yield* connect(`${api.baseUrl.replace("http", "ws")}/app/${settings.key}?protocol=7`)
      const channel = `private-user.${northId}`
      const auth = yield* api.request("POST", "/auth/api/v2/broadcasting/auth", {
        token: north,
        json: { socket_id: client.socketId, channel_name: channel }
      })
      client.socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: auth.body.auth } }))
      yield* waitFor(client.frames, "pusher_internal:subscription_succeeded")

      const othersBefore = (yield* personal(other)).length
      expect(
        (yield* api.request("PUT", `${BASE}/support/tasks/${id}`, { token: support, json: { status: "waiting_on_customer" } })).status
      ).toBe(200)
      const ping = yield* waitFor(client.frames, "notification.created")
      expect(ping.channel).toBe(channel)
      expect(JSON.parse(ping.data!)).toEqual({ user_id: northId })

      const [entry] = yield* personal(north)
      expect(entry).toMatchObject({
        title: 'Update on your request "Tidy the <blog>"',
        author: "Sam Support",
        link: `/tasks/${id}`,
        read: false,
        // The text is escaped: the entry's HTML never carries what the request's title held.
        description: "<p>Sam Support changed the status to Waiting on customer.</p>"
      })
      expect(yield* unread(north)).toBe(1)
      // Nobody else sees it, nor may mark it read.
      expect((yield* personal(other)).length).toBe(othersBefore)
      expect((yield* api.request("PUT", `/auth/api/v2/notifications/${entry!.id}/read`, { token: other })).status).toBe(404)

      // Opening the request reads its entries.
      yield* api.request("GET", `${BASE}/tasks/${id}`, { token: north })
      expect(yield* unread(north)).toBe(0)
      expect((yield* personal(north))[0]).toMatchObject({ id: entry!.id, read: true })
    })
  )

  it.effect("a requester's comment tells the assigned support agent in the app", () =>
    Effect.gen(function* () {
      const { api, portalId, north, support } = yield* requesterAndDesk
      const id = (yield* api.request("POST", `${BASE}/tasks`, { token: north, json: request(portalId, { title: "New hero image" }) })).body
        .data.id as number
      yield* api.request("PUT", `${BASE}/support/tasks/${id}`, { token: support, json: { assignee: "me" } })
      yield* api.request("POST", `${BASE}/tasks/${id}/comments`, { token: north, json: { body: "Use the blue one." } })
      const entries = (yield* api.request("GET", "/auth/api/v2/notifications?limit=100", { token: support })).body.data as ReadonlyArray<{
        title: string
        link: string | null
        description: string
      }>
      expect(entries.find((entry) => entry.link === `/admin/tasks/${id}`)).toMatchObject({
        title: 'New comment on "New hero image"',
        description: "<p>Northwind Admin (Northwind Agency) commented: Use the blue one.</p>"
      })
    })
  )

  it.effect("the requester edits only while New; closed requests cannot be cancelled", () =>
    Effect.gen(function* () {
      const { api, portalId, north, support } = yield* requesterAndDesk
      const id = (yield* api.request("POST", `${BASE}/tasks`, { token: north, json: request(portalId) })).body.data.id as number
      const edited = yield* api.request("PUT", `${BASE}/tasks/${id}`, {
        token: north,
        json: { title: "Add two pricing pages", attachments: [] }
      })
      expect(edited.body.data).toMatchObject({ title: "Add two pricing pages", attachments: [] })
      yield* api.request("PUT", `${BASE}/support/tasks/${id}`, { token: support, json: { status: "done" } })
      const late = yield* api.request("PUT", `${BASE}/tasks/${id}`, { token: north, json: { title: "Too late" } })
      expect(late.status).toBe(422)
      expect(late.body.message).toBe("status: A request can be edited only while it is New.")
      const cancel = yield* api.request("PUT", `${BASE}/tasks/${id}`, { token: north, json: { status: "cancelled" } })
      expect(cancel.status).toBe(422)
      expect(cancel.body.message).toBe("status: Only an open request can be cancelled.")
      // Any admin of the same agency reads it (Multi is one of Northwind's admins too).
      const multi = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      expect((yield* api.request("GET", `${BASE}/tasks/${id}`, { token: multi })).status).toBe(200)
    })
  )

  it.effect("bad input is a 422 naming the field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portalId } = yield* northwindWith(3)
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const post = (json: unknown) => api.request("POST", `${BASE}/tasks`, { token, json })
      const cases: ReadonlyArray<[unknown, string]> = [
        [request(portalId, { title: "  " }), "title"],
        [{ description: "x", portal_id: portalId }, "title"],
        [request(portalId, { description: "" }), "description"],
        [request(portalId, { priority: "asap" }), "priority"],
        [request(portalId, { due_date: "tomorrow" }), "due_date"],
        [request(portalId, { due_date: "2020-01-01" }), "due_date"],
        [request(portalId, { due_date: "2030-02-30" }), "due_date"],
        [request(portalId, { attachments: ["ftp://example.com/x"] }), "attachments"],
        [request(portalId, { attachments: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) }), "attachments"],
        [request(portalId, { portal_id: "one" }), "portal_id"]
      ]
      for (const [json, field] of cases) {
        const reply = yield* post(json)
        expect(reply.status, JSON.stringify(json)).toBe(422)
        expect(reply.body.message).toContain(field)
      }
      // Another agency's portal is refused before the request is read (rights before validation).
      expect((yield* post(request(1))).status).toBe(403)
      expect((yield* api.request("GET", `${BASE}/tasks?sort_by=password`, { token })).body.message).toContain("sort_by")
      expect((yield* api.request("GET", `${BASE}/tasks?status=lost`, { token })).status).toBe(422)
      const id = (yield* post(request(portalId))).body.data.id as number
      const empty = yield* api.request("POST", `${BASE}/tasks/${id}/comments`, { token, json: { body: " " } })
      expect(empty.status).toBe(422)
      expect(empty.body.message).toContain("body")
    })
  )
})
