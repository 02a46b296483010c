// The daily digest: every few minutes, each user who asked for it and has unread personal What's New entries
// from the last 24 hours gets one mail a UTC day listing them. The day's mark (digest_sends) and the mail
// (the outbox row) are written in one transaction, so a server killed at any point neither loses the day's
// mail nor, restarted, sends it twice; the mark's primary key turns a second pass, or a second process, away.
import { Clock, Config, Duration, Effect, Layer, Schedule } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type DigestRecipient, DigestRepo } from "../../db/repos/DigestRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { userRef } from "../activity/subjects.ts"
import { Mailer } from "../mail/Mailer.ts"
import { digestMail, linesOf } from "./digestMail.ts"

const DigestSettings = Config.all({
  intervalSeconds: Config.integer("DIGEST_INTERVAL_SECONDS").pipe(Config.withDefault(300))
})

export class DailyDigest extends Effect.Service<DailyDigest>()("server/domain/DailyDigest", {
  effect: Effect.gen(function* () {
    const digests = yield* DigestRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const mailer = yield* Mailer
    const { appUrl } = yield* PublicUrl

    /** One user's digest for today; whether it was sent (false: nothing to tell, or already sent). */
    const sendTo = (user: DigestRecipient) =>
      transaction.run(
        Effect.gen(function* () {
          // Read inside the transaction: an entry read a moment ago is not mailed.
          const entries = yield* digests.entriesFor(user.id)
          if (entries.length === 0) return false
          const day = yield* digests.claimToday(user.id)
          if (day === null) return false
          yield* mailer.send(
            digestMail({
              to: user.email,
              name: user.name,
              items: entries.map((entry) => ({
                title: entry.title,
                lines: linesOf(entry.description_html),
                url: entry.link === null ? null : `${appUrl}${entry.link}`
              }))
            })
          )
          yield* activity.record({
            event: "notifications.digest_sent",
            causer: null,
            subject: userRef(user.id),
            properties: { day, entries: entries.map((entry) => entry.id) }
          })
          return true
        })
      )

    /**
     * One pass: every digest due now is sent; answers how many were. A user whose mail cannot be sent is
     * left for the next pass (their transaction rolled back) and does not hold up the others.
     */
    const sendDue = Effect.gen(function* () {
      const due = yield* digests.due
      let sent = 0
      for (const user of due) {
        const done = yield* sendTo(user).pipe(
          Effect.catchAllCause((cause) => Effect.as(Effect.logWarning(`daily digest for user ${user.id} was not sent`, cause), false))
        )
        if (done) sent += 1
      }
      return sent
    })

    return { sendDue } as const
  })
}) {}

/** The digest pass, started with the server and stopped with it. */
export const DailyDigestRunning = Layer.scopedDiscard(
  Effect.gen(function* () {
    const settings = yield* DigestSettings.pipe(Effect.orDie)
    const digest = yield* DailyDigest
    // Paced by wall time (the day and the 24 hours are the database's now()), so a test that moves its clock
    // ahead does not replay a day of passes at once.
    yield* digest.sendDue.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("daily digest pass failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(Math.max(1, settings.intervalSeconds)))),
      Effect.withClock(Clock.make()),
      Effect.forkScoped
    )
  })
)
