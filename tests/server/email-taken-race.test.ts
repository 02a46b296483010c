// An address taken between a service's check and its insert (two sign-ups at once): the repository
// reports EmailTaken from the users_email_unique index, and the domain answers it as the check does.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Either } from "effect"

import { UserRepo } from "../../server/db/repos/UserRepo.ts"
import { emailTakenAnswer } from "../../server/domain/email-taken.ts"
import { Seeded, testServer } from "./support/TestApi.ts"

const insertTaken = (email: string) =>
  Effect.flatMap(UserRepo, (users) =>
    users.insert({ name: "Second Signup", email, password_hash: null, is_admin: false, sr_beta: false, is_support: false })
  ).pipe(Effect.provide(UserRepo.Default))

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("an email taken meanwhile", (it) => {
  it.effect("the repository fails with EmailTaken, whatever the address's case, and inserts nothing", () =>
    Effect.gen(function* () {
      const taken = yield* Effect.either(insertTaken(Seeded.user.email.toUpperCase()))
      expect(Either.isLeft(taken) && taken.left).toMatchObject({ _tag: "EmailTaken", email: Seeded.user.email.toUpperCase() })
      const sql = yield* SqlClient.SqlClient
      const holders = yield* Effect.orDie(sql<{ name: string }>`SELECT name FROM users WHERE lower(email) = lower(${Seeded.user.email})`)
      expect(holders.map((holder) => holder.name)).not.toContain("Second Signup")
      expect(holders).toHaveLength(1)
    })
  )

  it.effect("the domain answers it as a 422 on the email field, in the words of the check", () =>
    Effect.gen(function* () {
      const answer = yield* Effect.flip(insertTaken(Seeded.user.email).pipe(Effect.catchTag("EmailTaken", emailTakenAnswer)))
      expect(answer).toMatchObject({
        _tag: "Unprocessable",
        message: "The email has already been taken.",
        errors: { email: ["The email has already been taken."] }
      })
    })
  )
})
