// Onboarding rows: the welcome questionnaire (user_profiles), the review answer (user_reviews), the
// published guides, and the facts that decide which one-time modal is due.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface GuideRow {
  readonly id: number
  readonly name: string
  readonly summary: string
  readonly base: "docs" | "support"
  readonly path: string
  readonly video_url: string | null
  readonly duration_seconds: number | null
  readonly steps: ReadonlyArray<string>
}

export interface ProfileAnswers {
  readonly skipped: boolean
  readonly job_role: string | null
  readonly team_size: string | null
  readonly heard_from: string | null
  readonly goals: ReadonlyArray<string>
}

export interface ReviewRow {
  readonly answer: "rated" | "later" | "never"
  /** A 'later' answer whose reminder time has come. */
  readonly ask_again_due: boolean
}

export interface OnboardingFacts {
  readonly hasProfile: boolean
  /** An agency the user administers registered itself (agencies.source = 'reverse-gate'). */
  readonly adminOfSelfRegistered: boolean
  readonly accountAgeDays: number
  /** Module installs across the portals of the user's current agency. */
  readonly agencyInstalls: number
  readonly review: Option.Option<ReviewRow>
}

export class OnboardingRepo extends Effect.Service<OnboardingRepo>()("server/db/OnboardingRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const guides = sql<GuideRow>`
      SELECT id, name, summary, base, path, video_url, duration_seconds, steps FROM user_guides
      WHERE published ORDER BY position, id`.pipe(Effect.orDie)

    const facts = (userId: number, agencyId: number | null) =>
      Effect.gen(function* () {
        const [row] = yield* sql<{
          has_profile: boolean
          admin_of_self_registered: boolean
          account_age_days: number
          agency_installs: number
        }>`
          SELECT
            EXISTS (SELECT 1 FROM user_profiles p WHERE p.user_id = u.id) AS has_profile,
            EXISTS (
              SELECT 1 FROM agency_user m JOIN agencies a ON a.id = m.agency_id
              WHERE m.user_id = u.id AND m.role = 'agency-admin' AND a.source = 'reverse-gate'
            ) AS admin_of_self_registered,
            (EXTRACT(EPOCH FROM (now() - u.created_at)) / 86400)::float8 AS account_age_days,
            (SELECT count(*)::int FROM portal_modules pm JOIN portals p ON p.id = pm.portal_id
              WHERE p.agency_id = ${agencyId}) AS agency_installs
          FROM users u WHERE u.id = ${userId}`
        const reviews = yield* sql<ReviewRow>`
          SELECT answer, (ask_again_at IS NOT NULL AND ask_again_at <= now()) AS ask_again_due FROM user_reviews WHERE user_id = ${userId}`
        return {
          hasProfile: row?.has_profile ?? false,
          adminOfSelfRegistered: row?.admin_of_self_registered ?? false,
          accountAgeDays: row?.account_age_days ?? 0,
          agencyInstalls: row?.agency_installs ?? 0,
          review: Option.fromNullable(reviews[0])
        } satisfies OnboardingFacts
      }).pipe(Effect.orDie)

    /** Answering again replaces the earlier answers (a skip after answers keeps nothing but the skip). */
    const saveProfile = (userId: number, answers: ProfileAnswers) =>
      sql`
        INSERT INTO user_profiles (user_id, skipped, job_role, team_size, heard_from, goals)
        VALUES (${userId}, ${answers.skipped}, ${answers.job_role}, ${answers.team_size}, ${answers.heard_from},
          ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(answers.goals)}::jsonb)))
        ON CONFLICT (user_id) DO UPDATE SET skipped = EXCLUDED.skipped, job_role = EXCLUDED.job_role,
          team_size = EXCLUDED.team_size, heard_from = EXCLUDED.heard_from, goals = EXCLUDED.goals, updated_at = now()`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const saveReview = (
      userId: number,
      review: {
        readonly answer: string
        readonly rating: number | null
        readonly comment: string | null
        readonly askAgainDays: number | null
      }
    ) =>
      sql`
        INSERT INTO user_reviews (user_id, answer, rating, comment, ask_again_at)
        VALUES (${userId}, ${review.answer}, ${review.rating}, ${review.comment},
          CASE WHEN ${review.askAgainDays}::int IS NULL THEN NULL ELSE now() + make_interval(days => ${review.askAgainDays}::int) END)
        ON CONFLICT (user_id) DO UPDATE SET answer = EXCLUDED.answer, rating = EXCLUDED.rating, comment = EXCLUDED.comment,
          ask_again_at = EXCLUDED.ask_again_at, updated_at = now()`.pipe(Effect.asVoid, Effect.orDie)

    return { guides, facts, saveProfile, saveReview } as const
  })
}) {}
