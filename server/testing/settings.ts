// Settings for in-process servers (tests, e2e, bench): a free port on loopback, demo data seeded,
// limits as in production unless a test overrides them.
import { Option } from "effect"
import { DEFAULT_FIGMA_DESIGN_SYSTEM_URL, DEFAULT_MAIL_RATE_LIMITS, type Settings } from "../config.ts"

export const testSettings = (overrides: Partial<Settings> = {}): Settings => ({
  port: 0,
  host: "127.0.0.1",
  appUrl: "http://localhost:0",
  databaseUrl: Option.none(),
  dataDir: ".data-test",
  inMemoryDatabase: true,
  adminEmail: Option.none(),
  adminPassword: Option.none(),
  appKey: Option.none(),
  seedDemo: true,
  loginRateLimit: { perAccount: 5, perIp: 20, windowSeconds: 60 },
  mailRateLimits: DEFAULT_MAIL_RATE_LIMITS,
  trustProxy: false,
  docsUrl: Option.none(),
  supportUrl: Option.none(),
  staticDir: "dist",
  figmaDesignSystemUrl: DEFAULT_FIGMA_DESIGN_SYSTEM_URL,
  logRequests: false,
  ...overrides
})
