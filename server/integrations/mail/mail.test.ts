import { expect, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"

import { IntegrationsTestDatabase } from "../../testing/integrations-database.ts"
import { Mail } from "./Mail.ts"

layer(Mail.Outbox.pipe(Layer.provideMerge(IntegrationsTestDatabase)), { timeout: 60_000 })("Mail with the outbox transport", (it) => {
  it.effect("stores sent mail and finds the newest message for a recipient", () =>
    Effect.gen(function* () {
      const mail = yield* Mail
      yield* mail.send({ to: "Ada Lovelace <Ada@Example.com>", subject: "Welcome", text: "first" })
      yield* mail.send({ to: ["ada@example.com", "bob@example.com"], subject: "Reset", text: "second", html: "<p>second</p>" })
      const latest = yield* mail.latest("ADA@example.com")
      expect(Option.map(latest, ({ subject, text, html, to }) => ({ subject, text, html, to }))).toEqual(
        Option.some({ subject: "Reset", text: "second", html: "<p>second</p>", to: "ada@example.com, bob@example.com" })
      )
      expect(Option.map(yield* mail.latest("bob@example.com"), (entry) => entry.subject)).toEqual(Option.some("Reset"))
      expect(yield* mail.latest("nobody@example.com")).toEqual(Option.none())
      expect((yield* mail.recent(10)).map((entry) => entry.subject)).toEqual(["Reset", "Welcome"])
    })
  )

  it.effect("refuses a message without a valid recipient", () =>
    Effect.gen(function* () {
      const mail = yield* Mail
      const noOne = yield* Effect.flip(mail.send({ to: [], subject: "Nobody", text: "x" }))
      expect(noOne.message).toBe("No recipients defined")
      const notAnAddress = yield* Effect.flip(mail.send({ to: "ada", subject: "Nobody", text: "x" }))
      expect(notAnAddress._tag).toBe("MailError")
      expect((yield* mail.recent(10)).map((entry) => entry.subject)).not.toContain("Nobody")
    })
  )
})
