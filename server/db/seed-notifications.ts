// Demo What's New entries for the embedded database. Descriptions are stored as given and the SPA
// neutralises them when it renders (spec 2 section 3): tests/server/notifications.test.ts and
// tests/e2e/notifications.spec.ts bring their own hostile entry, so the demo shows no broken image.
// Between them they show every state of an entry: with an image and an avatar, with an avatar only, and
// with neither. Images are the app's own files (public/whats-new, served beside the SPA), never another
// host's, so the demo works offline and the content security policy needs nothing more.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Where the demo's images are served from (public/whats-new). */
export const WHATS_NEW_IMAGES = "/whats-new"

export interface SeedNotification {
  readonly title: string
  readonly description_html: string
  readonly image: string | null
  readonly avatar: string | null
  readonly author: string
  /** Age in days at seeding time, so the list's newest-first order is fixed. */
  readonly daysAgo: number
}

export const seedNotificationEntries: ReadonlyArray<SeedNotification> = [
  {
    title: "Theme 5.0 is here",
    description_html: "<p>Theme <strong>5.0</strong> brings new layouts and faster pages. Open a portal's editor to upgrade.</p>",
    image: `${WHATS_NEW_IMAGES}/theme-5.svg`,
    avatar: `${WHATS_NEW_IMAGES}/product-team.svg`,
    author: "Product Team",
    daysAgo: 1
  },
  {
    title: "Module groups",
    description_html: "<p>Install several modules at once with <em>groups</em>.</p>",
    image: null,
    avatar: null,
    author: "Product Team",
    daysAgo: 3
  },
  {
    title: "Blogs can be activated",
    description_html:
      '<p>After installing a blog template, <a href="https://example.com/blog-help">Activate</a> opens the blog settings.</p>',
    image: null,
    avatar: `${WHATS_NEW_IMAGES}/support.svg`,
    author: "Support",
    daysAgo: 7
  }
]

export const seedNotifications = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const entry of seedNotificationEntries) {
    yield* sql`
      INSERT INTO notifications (title, description_html, image, avatar, author, published_at)
      VALUES (${entry.title}, ${entry.description_html}, ${entry.image}, ${entry.avatar}, ${entry.author},
        now() - make_interval(days => ${entry.daysAgo}::int))`
  }
})
