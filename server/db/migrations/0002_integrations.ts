// Tables owned by the integrations: the mail outbox and the sandbox HubSpot's state.
// Sandbox rows are keyed by hub_id so several test accounts live side by side, as on HubSpot.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  yield* sql`
    CREATE TABLE IF NOT EXISTS mail_outbox (
      id bigserial PRIMARY KEY,
      "to" text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX IF NOT EXISTS mail_outbox_to_idx ON mail_outbox ("to", id DESC)`

  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_accounts (
      hub_id bigint PRIMARY KEY,
      name text NOT NULL,
      domain text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`

  // One row per consent: the code is single use and short lived, as HubSpot's are.
  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_auth_codes (
      code text PRIMARY KEY,
      hub_id bigint NOT NULL REFERENCES sandbox_hubspot_accounts (hub_id) ON DELETE CASCADE,
      client_id text NOT NULL,
      redirect_uri text NOT NULL,
      scopes text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`

  // A grant is what a refresh token stands for; scopes are space separated, as in OAuth.
  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_grants (
      refresh_token text PRIMARY KEY,
      hub_id bigint NOT NULL REFERENCES sandbox_hubspot_accounts (hub_id) ON DELETE CASCADE,
      client_id text NOT NULL,
      scopes text NOT NULL,
      seeded boolean NOT NULL DEFAULT false,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`

  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_access_tokens (
      token text PRIMARY KEY,
      refresh_token text NOT NULL REFERENCES sandbox_hubspot_grants (refresh_token) ON DELETE CASCADE,
      hub_id bigint NOT NULL,
      expires_at timestamptz NOT NULL
    )`

  // Design manager files; folders are implied by the paths of the files under them.
  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_files (
      hub_id bigint NOT NULL REFERENCES sandbox_hubspot_accounts (hub_id) ON DELETE CASCADE,
      environment text NOT NULL CHECK (environment IN ('draft', 'published')),
      path text NOT NULL,
      content text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (hub_id, environment, path)
    )`

  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_pages (
      id bigserial PRIMARY KEY,
      hub_id bigint NOT NULL REFERENCES sandbox_hubspot_accounts (hub_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('site', 'landing')),
      name text NOT NULL,
      slug text NOT NULL DEFAULT '',
      template_path text,
      html_title text,
      state text NOT NULL DEFAULT 'DRAFT',
      properties jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX IF NOT EXISTS sandbox_hubspot_pages_hub_idx ON sandbox_hubspot_pages (hub_id, kind, id)`

  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_hubdb_tables (
      id bigserial PRIMARY KEY,
      hub_id bigint NOT NULL REFERENCES sandbox_hubspot_accounts (hub_id) ON DELETE CASCADE,
      name text NOT NULL,
      label text NOT NULL,
      columns jsonb NOT NULL DEFAULT '[]'::jsonb,
      row_count integer NOT NULL DEFAULT 0,
      published boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (hub_id, name)
    )`

  yield* sql`
    CREATE TABLE IF NOT EXISTS sandbox_hubspot_blogs (
      id bigserial PRIMARY KEY,
      hub_id bigint NOT NULL REFERENCES sandbox_hubspot_accounts (hub_id) ON DELETE CASCADE,
      name text NOT NULL,
      slug text NOT NULL,
      public_title text NOT NULL,
      language text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
})
