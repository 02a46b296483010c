// Onboarding over HTTP: the guides, who is due the welcome questionnaire (agency admins of
// self-registered agencies only) and the review request (3+ module installs, account 7+ days old), the
// answers with their validation, the activity log, and a role matrix (own data only; no token 401).
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { hashPassword } from "../../server/lib/password.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/auth/api/v2/users"
const PASSWORD = "Welcome123!"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

let sequence = 0

/** An agency of the given source with one member; optional module installs and account age. Answers a token. */
const member = (options: { source: string; role: "agency-admin" | "user"; installs?: number; ageDays?: number }) =>
  Effect.gen(function* () {
    sequence += 1
    const sql = yield* SqlClient.SqlClient
    const email = `onboarding-${sequence}@example.com`
    const hash = yield* hashPassword(PASSWORD)
    const [agency] = yield* sql<{ id: number }>`
      INSERT INTO agencies (name, admin_name, admin_email, source) VALUES (${`Onboarding ${sequence}`}, 'Owner', ${email}, ${options.source}) RETURNING id`
    const [user] = yield* sql<{ id: number }>`
      INSERT INTO users (name, email, password_hash, created_at)
      VALUES (${`Onboarding ${sequence}`}, ${email}, ${hash}, now() - make_interval(days => ${options.ageDays ?? 0}::int)) RETURNING id`
    yield* sql`INSERT INTO agency_user (user_id, agency_id, role) VALUES (${user!.id}, ${agency!.id}, ${options.role})`
    if ((options.installs ?? 0) > 0) {
      const [portal] = yield* sql<{ id: number }>`
        INSERT INTO portals (name, hub_id, hub_url, agency_id, portal_setup_status)
        VALUES (${`Onboarding Portal ${sequence}`}, ${990_000 + sequence}, 'https://example.invalid', ${agency!.id}, true) RETURNING id`
      yield* sql`
        INSERT INTO portal_modules (portal_id, module_id, installed_version)
        SELECT ${portal!.id}, id, '1.0.0' FROM modules ORDER BY id LIMIT ${options.installs ?? 0}`
    }
    const api = yield* TestApi
    return { token: yield* api.login(email, PASSWORD), userId: user!.id, agencyId: agency!.id }
  }).pipe(Effect.orDie)

const onboarding = (token: string) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", `${base}/onboarding`, { token })).pipe(
    Effect.map((reply) => {
      expect(reply.status).toBe(200)
      return reply.body.data as { welcome: boolean; ask_review: boolean }
    })
  )

const eventsOf = (userId: number, event: string) =>
  sqlRun(
    (sql) =>
      sql<{
        properties: Record<string, unknown>
      }>`SELECT properties FROM activity_log WHERE causer_id = ${userId} AND event = ${event} ORDER BY id`
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("profiles", (it) => {
  it.effect("role matrix: every signed-in role reads and answers for itself; no token 401", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const who of [Seeded.admin, Seeded.agencyAdmin, Seeded.user, Seeded.northwind]) {
        const token = yield* api.login(who.email, who.password)
        expect((yield* api.request("GET", `${base}/user-guides`, { token })).status).toBe(200)
        expect((yield* api.request("GET", `${base}/onboarding`, { token })).status).toBe(200)
        // Demo accounts never see either modal: no self-registered agency, accounts younger than 7 days.
        expect(yield* onboarding(token)).toEqual({ welcome: false, ask_review: false })
        expect((yield* api.request("POST", `${base}/profiles`, { token, json: { skip: true } })).status).toBe(200)
        expect((yield* api.request("POST", `${base}/ask-review`, { token, json: { answer: "later" } })).status).toBe(200)
      }
      for (const [method, path] of [
        ["GET", "/user-guides"],
        ["GET", "/onboarding"],
        ["POST", "/profiles"],
        ["POST", "/ask-review"]
      ] as const) {
        const reply = yield* api.request(method, `${base}${path}`, method === "POST" ? { json: { skip: true, answer: "never" } } : {})
        expect(reply.status, `${method} ${path}`).toBe(401)
      }
    })
  )

  it.effect("guides: published ones in order, with summary, steps and duration; no docs address → url null, help by mail", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const reply = yield* api.request("GET", `${base}/user-guides`, { token })
      expect(reply.body.data.map((guide: { name: string }) => guide.name)).toEqual([
        "Getting started",
        "Installing modules",
        "Website and landing pages",
        "Credits and billing",
        "Getting help"
      ])
      expect(reply.body.data[0]).toMatchObject({ url: null, video_url: null, duration: 180 })
      expect(reply.body.data[0].summary).toContain("HubSpot account as a portal")
      // Every guide says what to do in the app's words; without a support site, help is a mail to the team.
      for (const guide of reply.body.data as Array<{ steps: Array<string> }>) expect(guide.steps.length).toBeGreaterThanOrEqual(3)
      expect(reply.body.data[1].steps[0]).toBe("Open a portal and choose Modules in the editor bar.")
      expect(reply.body.data[4].url).toBe("mailto:support@portal.localhost?subject=Getting%20help")
      // An unpublished guide is not listed.
      yield* sqlRun((sql) => sql`UPDATE user_guides SET published = false WHERE name = 'Credits and billing'`)
      const after = yield* api.request("GET", `${base}/user-guides`, { token })
      expect(after.body.data).toHaveLength(4)
      yield* sqlRun((sql) => sql`UPDATE user_guides SET published = true WHERE name = 'Credits and billing'`)
    })
  )

  it.effect("welcome is due only for agency admins of self-registered agencies, until answered", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const owner = yield* member({ source: "reverse-gate", role: "agency-admin" })
      const teammate = yield* member({ source: "reverse-gate", role: "user" })
      const invited = yield* member({ source: "other", role: "agency-admin" })
      expect(yield* onboarding(owner.token)).toEqual({ welcome: true, ask_review: false })
      expect(yield* onboarding(teammate.token)).toEqual({ welcome: false, ask_review: false })
      expect(yield* onboarding(invited.token)).toEqual({ welcome: false, ask_review: false })

      const missing = yield* api.request("POST", `${base}/profiles`, {
        token: owner.token,
        json: { team_size: "2-5", heard_from: "search" }
      })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toBe("The job role field is required.")
      const noHeard = yield* api.request("POST", `${base}/profiles`, { token: owner.token, json: { job_role: "owner", team_size: "2-5" } })
      expect(noHeard.status).toBe(422)
      expect(noHeard.body.message).toContain("heard from")
      const badSize = yield* api.request("POST", `${base}/profiles`, {
        token: owner.token,
        json: { job_role: "owner", team_size: "many", heard_from: "search" }
      })
      expect(badSize.status).toBe(422)
      expect(badSize.body.message).toContain("team_size")
      const badGoal = yield* api.request("POST", `${base}/profiles`, {
        token: owner.token,
        json: { job_role: "owner", team_size: "1", heard_from: "search", goals: ["world-domination"] }
      })
      expect(badGoal.status).toBe(422)
      expect(badGoal.body.message).toContain("goals")
      expect((yield* api.request("POST", `${base}/profiles`, { token: owner.token, raw: "{" })).status).toBe(400)
      expect(yield* onboarding(owner.token)).toEqual({ welcome: true, ask_review: false })

      const saved = yield* api.request("POST", `${base}/profiles`, {
        token: owner.token,
        json: { job_role: "marketer", team_size: "6-20", heard_from: "referral", goals: ["landing-pages", "blogs", "blogs"] }
      })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toEqual({
        message: "Thanks! Your answers have been saved.",
        onboarding: { welcome: false, ask_review: false }
      })
      expect(yield* onboarding(owner.token)).toEqual({ welcome: false, ask_review: false })
      const [row] = yield* sqlRun(
        (sql) => sql<{ job_role: string; goals: Array<string>; skipped: boolean }>`
        SELECT job_role, goals, skipped FROM user_profiles WHERE user_id = ${owner.userId}`
      )
      expect(row).toEqual({ job_role: "marketer", goals: ["landing-pages", "blogs"], skipped: false })
      expect(yield* eventsOf(owner.userId, "user.profile_saved")).toEqual([
        { properties: { job_role: "marketer", team_size: "6-20", heard_from: "referral", goals: ["landing-pages", "blogs"] } }
      ])

      // Skip marks it done too.
      const skipper = yield* member({ source: "reverse-gate", role: "agency-admin" })
      const skipped = yield* api.request("POST", `${base}/profiles`, { token: skipper.token, json: { skip: true } })
      expect(skipped.body.data.message).toBe("Welcome skipped.")
      expect(yield* onboarding(skipper.token)).toEqual({ welcome: false, ask_review: false })
      expect(yield* eventsOf(skipper.userId, "user.welcome_skipped")).toHaveLength(1)
    })
  )

  it.effect("review is asked after 3 installs on a 7-day-old account; later comes back, never and rated end it", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const young = yield* member({ source: "other", role: "user", installs: 3, ageDays: 2 })
      const fewInstalls = yield* member({ source: "other", role: "agency-admin", installs: 2, ageDays: 30 })
      const welcomeFirst = yield* member({ source: "reverse-gate", role: "agency-admin", installs: 3, ageDays: 30 })
      expect(yield* onboarding(young.token)).toEqual({ welcome: false, ask_review: false })
      expect(yield* onboarding(fewInstalls.token)).toEqual({ welcome: false, ask_review: false })
      // Never both: the welcome goes first, the review request after it is answered.
      expect(yield* onboarding(welcomeFirst.token)).toEqual({ welcome: true, ask_review: false })
      yield* api.request("POST", `${base}/profiles`, { token: welcomeFirst.token, json: { skip: true } })
      expect(yield* onboarding(welcomeFirst.token)).toEqual({ welcome: false, ask_review: true })

      const due = yield* member({ source: "other", role: "user", installs: 3, ageDays: 8 })
      expect(yield* onboarding(due.token)).toEqual({ welcome: false, ask_review: true })

      const noRating = yield* api.request("POST", `${base}/ask-review`, { token: due.token, json: { answer: "rated" } })
      expect(noRating.status).toBe(422)
      expect(noRating.body.message).toBe("The rating field is required.")
      const tooHigh = yield* api.request("POST", `${base}/ask-review`, { token: due.token, json: { answer: "rated", rating: 6 } })
      expect(tooHigh.status).toBe(422)
      expect(tooHigh.body.message).toContain("rating")
      const badAnswer = yield* api.request("POST", `${base}/ask-review`, { token: due.token, json: { answer: "maybe" } })
      expect(badAnswer.status).toBe(422)
      expect(badAnswer.body.message).toContain("answer")
      const noAnswer = yield* api.request("POST", `${base}/ask-review`, { token: due.token, json: {} })
      expect(noAnswer.body.message).toBe("The answer field is required.")
      const longComment = yield* api.request("POST", `${base}/ask-review`, {
        token: due.token,
        json: { answer: "rated", rating: 4, comment: "x".repeat(1001) }
      })
      expect(longComment.status).toBe(422)
      expect(longComment.body.message).toContain("comment")

      const later = yield* api.request("POST", `${base}/ask-review`, { token: due.token, json: { answer: "later" } })
      expect(later.body.data).toEqual({ message: "We will ask you again later.", onboarding: { welcome: false, ask_review: false } })
      const [remind] = yield* sqlRun(
        (sql) => sql<{ days: number }>`
        SELECT round(EXTRACT(EPOCH FROM (ask_again_at - now())) / 86400)::int AS days FROM user_reviews WHERE user_id = ${due.userId}`
      )
      expect(remind!.days).toBe(14)
      // Once the reminder time has come it is asked again.
      yield* sqlRun((sql) => sql`UPDATE user_reviews SET ask_again_at = now() - interval '1 minute' WHERE user_id = ${due.userId}`)
      expect(yield* onboarding(due.token)).toEqual({ welcome: false, ask_review: true })

      const rated = yield* api.request("POST", `${base}/ask-review`, {
        token: due.token,
        json: { answer: "rated", rating: 5, comment: "  Great themes  " }
      })
      expect(rated.status).toBe(200)
      expect(rated.body.data.message).toBe("Thank you for your review!")
      expect(yield* onboarding(due.token)).toEqual({ welcome: false, ask_review: false })
      const [review] = yield* sqlRun(
        (sql) => sql<{ answer: string; rating: number; comment: string; ask_again_at: unknown }>`
        SELECT answer, rating, comment, ask_again_at FROM user_reviews WHERE user_id = ${due.userId}`
      )
      expect(review).toEqual({ answer: "rated", rating: 5, comment: "Great themes", ask_again_at: null })
      expect((yield* eventsOf(due.userId, "user.review_answered")).map((row) => row.properties)).toEqual([
        { answer: "later", rating: null, has_comment: false },
        { answer: "rated", rating: 5, has_comment: true }
      ])

      const never = yield* api.request("POST", `${base}/ask-review`, { token: welcomeFirst.token, json: { answer: "never" } })
      expect(never.body.data.message).toBe("We will not ask you again.")
      expect(yield* onboarding(welcomeFirst.token)).toEqual({ welcome: false, ask_review: false })
    })
  )

  it.effect("super admins are never asked, whatever their agency", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect(yield* onboarding(token)).toEqual({ welcome: false, ask_review: false })
    })
  )
})
