// Invitations can be revoked (revoked_at; a revoked link is also spent, used_at, so every check that a
// link still works stays one test), and the list of pending invitations is read per agency. The welcome
// guides gain their own steps, so a guide says what to do even when no documentation address is set.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const GUIDE_STEPS: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
  [
    "Getting started",
    "Connect a HubSpot account as a portal, let the setup wizard install the theme, then work on it in the portal's editor.",
    [
      "Open Portals from the top bar and choose Add Portal (agency admins).",
      "Sign in to HubSpot, pick the account to connect and grant access.",
      "Back here, the setup wizard installs the theme into the 'sr' folder, or a folder you name, and shows its progress.",
      "When setup finishes, the portal's editor opens: its bar has Modules, Layouts, Website Pages, Landing Pages, System Templates, Blogs and Files.",
      "Use the portal switcher in the editor bar to move between your portals."
    ]
  ],
  [
    "Installing modules",
    "Browse the module library, install single modules or whole groups, and keep them up to date.",
    [
      "Open a portal and choose Modules in the editor bar.",
      "Search the library; a padlock marks a module your portal's plan does not include yet.",
      "Buy unlocks a module for this portal with one credit; then choose Install.",
      "A group installs several modules at once and shows 'Installing n/total' until it is done.",
      "A red dot on Modules means an upgrade is waiting: choose Upgrade Module, or Revert Module to go back to the version before."
    ]
  ],
  [
    "Website and landing pages",
    "Create pages from templates and publish them on your portal's domain.",
    [
      "Open Website Pages or Landing Pages in the editor bar.",
      "Pick a template and choose Install.",
      "Choose the page type and the domain, then confirm.",
      "When the page is created, Edit Page opens it in HubSpot, where you add the content and publish it.",
      "System Templates and Blogs work the same way; a new blog gets Activate."
    ]
  ],
  [
    "Credits and billing",
    "Buy credits, upgrade a portal's plan and find your payments.",
    [
      "Open the user menu: 'Credits' shows your agency's balance, and Buy opens Buy Credits.",
      "Pick a pack and pay by card; the credits arrive as soon as the payment is confirmed.",
      "One credit unlocks one module for one portal. Credits never expire.",
      "Agency admins choose Portals in the user menu to upgrade a portal to Core, Stack or PRO, keep saved cards and see the payment history with receipts."
    ]
  ],
  [
    "Getting help",
    "Tell our support team what went wrong; the more we know, the sooner it is fixed.",
    [
      "Note the portal's name, what you did and the message the app showed, if any.",
      "Use the Support link, or write to our support team from the Book a free call offer on your portal list.",
      "For a portal that asks you to reconnect, follow the HubSpot sign-in it opens first: that solves most connection errors."
    ]
  ]
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE invitations ADD COLUMN revoked_at timestamptz`)
  yield* sql.unsafe(`CREATE INDEX invitations_pending ON invitations (agency_id, expires_at) WHERE used_at IS NULL`)
  yield* sql.unsafe(`ALTER TABLE user_guides ADD COLUMN steps text[] NOT NULL DEFAULT '{}'`)
  for (const [name, summary, steps] of GUIDE_STEPS) {
    yield* sql`UPDATE user_guides SET summary = ${summary}, steps = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(steps)}::jsonb)) WHERE name = ${name}`
  }
})
