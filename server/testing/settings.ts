// Settings for in-process servers (tests, e2e, bench): a free port on loopback, demo data seeded,
// limits as in production unless a test overrides them.
import { Option, Redacted } from "effect"

import { DEFAULT_FIGMA_DESIGN_SYSTEM_URL, DEFAULT_MAIL_RATE_LIMITS, type Settings } from "../config.ts"

/**
 * The tests' app key: one fixed key, so the CRM refresh tokens in a database copied from a template
 * (template.ts) decrypt in every test server. Never a production key.
 */
const TEST_APP_KEY = "portal-builder-tests-only-app-key"

export const testSettings = (overrides: Partial<Settings> = {}): Settings => ({
  port: 0,
  host: "127.0.0.1",
  appUrl: "http://localhost:0",
  databaseUrl: Option.none(),
  dataDir: ".data-test",
  inMemoryDatabase: true,
  adminEmail: Option.none(),
  adminPassword: Option.none(),
  appKey: Option.some(Redacted.make(TEST_APP_KEY)),
  seedDemo: true,
  loginRateLimit: { perAccount: 5, perIp: 20, windowSeconds: 60 },
  mailRateLimits: DEFAULT_MAIL_RATE_LIMITS,
  trustProxy: false,
  docsUrl: Option.none(),
  supportUrl: Option.none(),
  supportEmail: "support@portal.localhost",
  staticDir: "dist",
  figmaDesignSystemUrl: DEFAULT_FIGMA_DESIGN_SYSTEM_URL,
  logRequests: false,
  batchWorkerConcurrency: 4,
  // Mail stays in the outbox whatever the environment says (a test wanting SMTP overrides this).
  mail: { smtpUrl: Option.none(), from: "Portal Builder <no-reply@portal.localhost>" },
  ...overrides
})
