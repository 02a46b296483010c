// Where What's New entries come from when a super admin syncs. Read afresh on every sync:
//   NOTIFICATIONS_FEED set: a JSON file (an array of entries, see FeedEntry) kept by whoever writes the
//                           changelog;
//   unset:                  the built-in demo list (db/seed-notifications.ts) on the embedded demo
//                           database, nothing on a real database (DATABASE_URL), so demo entries never
//                           leak into production.
import { FileSystem } from "@effect/platform"
import { NodeFileSystem } from "@effect/platform-node"
import { Config, Effect, Option, Schema } from "effect"

import { AppConfig } from "../../config.ts"
import { seedNotificationEntries } from "../../db/seed-notifications.ts"

export const FeedEntry = Schema.Struct({
  /** Stable identity of the entry in its source; default: the title. */
  key: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
  title: Schema.String.pipe(Schema.minLength(1)),
  description_html: Schema.String,
  image: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  avatar: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  author: Schema.String.pipe(Schema.minLength(1)),
  /** ISO-8601 publication time; default: the time of the sync. */
  date: Schema.optional(Schema.String)
})
export type FeedEntry = typeof FeedEntry.Type

const Feed = Schema.parseJson(Schema.Array(FeedEntry))

/** The source's identity for an entry (what a later sync compares against). */
export const feedKey = (entry: { readonly key?: string | undefined; readonly title: string }) => entry.key ?? entry.title

const builtIn: ReadonlyArray<FeedEntry> = seedNotificationEntries.map((entry) => ({
  title: entry.title,
  description_html: entry.description_html,
  image: entry.image,
  avatar: entry.avatar,
  author: entry.author
}))

export class FeedUnreadable extends Schema.TaggedError<FeedUnreadable>()("FeedUnreadable", { reason: Schema.String }) {}

/** The entries of the configured source, or FeedUnreadable (missing file, bad JSON, bad entry). */
export const readFeed = Effect.gen(function* () {
  const settings = yield* AppConfig
  const path = yield* Config.option(Config.string("NOTIFICATIONS_FEED")).pipe(
    Config.map(Option.filter((value) => value.trim() !== "")),
    Effect.orElseSucceed(() => Option.none<string>())
  )
  if (Option.isNone(path)) return settings.seedDemo ? builtIn : []
  const fs = yield* FileSystem.FileSystem
  const text = yield* fs
    .readFileString(path.value)
    .pipe(Effect.mapError((error) => new FeedUnreadable({ reason: `NOTIFICATIONS_FEED ${path.value}: ${error.message}` })))
  return yield* Schema.decodeUnknown(Feed)(text).pipe(
    Effect.mapError((error) => new FeedUnreadable({ reason: `NOTIFICATIONS_FEED ${path.value}: ${error.message}` }))
  )
}).pipe(Effect.provide(NodeFileSystem.layer))
