// Server settings, read once from the environment through Effect Config.
// Every variable is optional in the embedded default; production sets DATABASE_URL and APP_KEY.
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

import { mailSettingsConfig, type MailSettingsShape } from "./integrations/mail/index.ts"

export interface LoginRateLimit {
  /** Failed logins allowed per account inside the window (LOGIN_MAX_PER_ACCOUNT, default 5). */
  readonly perAccount: number
  /** Failed logins allowed per client IP inside the window (LOGIN_MAX_PER_IP, default 20); mail-sending calls have MailRateLimits. */
  readonly perIp: number
  /** The sliding window in seconds (LOGIN_WINDOW_SECONDS, default 60). */
  readonly windowSeconds: number
}

/** One sliding-window limit: at most `max` calls inside `windowSeconds`. */
export interface WindowLimit {
  readonly max: number
  readonly windowSeconds: number
}

/**
 * Limits on the calls that send mail, per caller (client IP, or the signed-in user) and per recipient
 * (the lower-cased address). Each is set by <NAME>_MAX and <NAME>_WINDOW_SECONDS, e.g. REGISTER_IP_MAX.
 */
export interface MailRateLimits {
  /** REGISTER_IP: registrations per client IP (default 5 an hour). */
  readonly registerPerIp: WindowLimit
  /** REGISTER_EMAIL: registrations per email address (default 3 an hour). */
  readonly registerPerEmail: WindowLimit
  /** RESET_IP: password reset requests per client IP (default 5 in 15 minutes). */
  readonly resetPerIp: WindowLimit
  /** RESET_EMAIL: password reset requests per email address, known or not (default 3 an hour). */
  readonly resetPerEmail: WindowLimit
  /** INVITE_USER: invitations sent by one user (default 30 an hour). */
  readonly invitePerUser: WindowLimit
  /** INVITE_EMAIL: invitations to one email address (default 3 an hour). */
  readonly invitePerEmail: WindowLimit
  /** TASK_MAIL_EMAIL: request update mails to one address (default 20 an hour); past it the in-app notice still comes. */
  readonly taskMailPerEmail: WindowLimit
}

export interface Settings {
  /** PORT: the HTTP port (default 3000; 0 picks a free port). */
  readonly port: number
  /** HOST: the interface to listen on (default 0.0.0.0). */
  readonly host: string
  /** APP_URL: the public address used in emailed links (default http://localhost:PORT). */
  readonly appUrl: string
  /** DATABASE_URL: a PostgreSQL 15+ URL; unset = embedded PGlite in DATA_DIR/pglite with demo data. */
  readonly databaseUrl: Option.Option<Redacted.Redacted>
  /** DATA_DIR: where the embedded database and the generated app key live (default .data). */
  readonly dataDir: string
  /** Embedded database only: keep it in memory (tests), ignoring DATA_DIR/pglite. */
  readonly inMemoryDatabase: boolean
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the first super admin, created when DATABASE_URL is set and no admin exists. */
  readonly adminEmail: Option.Option<string>
  readonly adminPassword: Option.Option<Redacted.Redacted>
  /**
   * APP_KEY: the secret that encrypts CRM refresh tokens at rest (AES-256-GCM; any string, hashed to 32 bytes).
   * Required with DATABASE_URL; embedded default: generated once and kept in DATA_DIR/app-key.
   */
  readonly appKey: Option.Option<Redacted.Redacted>
  /** Whether the demo agencies, users and portals are seeded (embedded database only). */
  readonly seedDemo: boolean
  readonly loginRateLimit: LoginRateLimit
  readonly mailRateLimits: MailRateLimits
  /** TRUST_PROXY: take the client IP from X-Forwarded-For (only behind a proxy you run; default false). */
  readonly trustProxy: boolean
  /** DOCS_URL / SUPPORT_URL: links in the guest bars; unset hides the entries. */
  readonly docsUrl: Option.Option<string>
  readonly supportUrl: Option.Option<string>
  /** SUPPORT_EMAIL: where 'Book a free call' and the Getting help guide write to (default support@portal.localhost). */
  readonly supportEmail: string
  /** STATIC_DIR: the built SPA (default dist). */
  readonly staticDir: string
  /** FIGMA_DESIGN_SYSTEM_URL: the user menu's Figma Design System link on PRO portals (default: the product's). */
  readonly figmaDesignSystemUrl: string
  /** LOG_REQUESTS: log one line per HTTP request (default true). */
  readonly logRequests: boolean
  /**
   * BATCH_WORKER_CONCURRENCY: how many batch jobs run at once, each on a different portal (default 4; 1 runs one
   * job at a time). The CRM's rate limit is per account, so portals' work can overlap; one portal's jobs never do.
   */
  readonly batchWorkerConcurrency: number
  /** ROLLOUT_PARALLEL: portals of one rollout worked on at once (default 4). */
  readonly rolloutParallel?: number
  /** SMTP_URL and MAIL_FROM: where mail goes (unset SMTP_URL: the outbox table). */
  readonly mail: MailSettingsShape
}

const optionalString = (name: string) => Config.option(Config.string(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const optionalSecret = (name: string) =>
  Config.option(Config.redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")))

const windowLimit = (name: string, max: number, windowSeconds: number): Config.Config<WindowLimit> =>
  Config.all({
    max: Config.integer(`${name}_MAX`).pipe(Config.withDefault(max)),
    windowSeconds: Config.integer(`${name}_WINDOW_SECONDS`).pipe(Config.withDefault(windowSeconds))
  })

/** The product's Figma design system, offered to PRO portals unless FIGMA_DESIGN_SYSTEM_URL names another. */
export const DEFAULT_FIGMA_DESIGN_SYSTEM_URL = "https://www.figma.com/community/file/portal-builder-design-system"

/** The support team's address unless SUPPORT_EMAIL names another (the sandbox mail's own domain). */
const DEFAULT_SUPPORT_EMAIL = "support@portal.localhost"

/** The defaults of MailRateLimits (production; tests start from these too). */
export const DEFAULT_MAIL_RATE_LIMITS: MailRateLimits = {
  registerPerIp: { max: 5, windowSeconds: 3600 },
  registerPerEmail: { max: 3, windowSeconds: 3600 },
  resetPerIp: { max: 5, windowSeconds: 900 },
  resetPerEmail: { max: 3, windowSeconds: 3600 },
  invitePerUser: { max: 30, windowSeconds: 3600 },
  invitePerEmail: { max: 3, windowSeconds: 3600 },
  taskMailPerEmail: { max: 20, windowSeconds: 3600 }
}

const mailRateLimits: Config.Config<MailRateLimits> = Config.all({
  registerPerIp: windowLimit(
    "REGISTER_IP",
    DEFAULT_MAIL_RATE_LIMITS.registerPerIp.max,
    DEFAULT_MAIL_RATE_LIMITS.registerPerIp.windowSeconds
  ),
  registerPerEmail: windowLimit(
    "REGISTER_EMAIL",
    DEFAULT_MAIL_RATE_LIMITS.registerPerEmail.max,
    DEFAULT_MAIL_RATE_LIMITS.registerPerEmail.windowSeconds
  ),
  resetPerIp: windowLimit("RESET_IP", DEFAULT_MAIL_RATE_LIMITS.resetPerIp.max, DEFAULT_MAIL_RATE_LIMITS.resetPerIp.windowSeconds),
  resetPerEmail: windowLimit(
    "RESET_EMAIL",
    DEFAULT_MAIL_RATE_LIMITS.resetPerEmail.max,
    DEFAULT_MAIL_RATE_LIMITS.resetPerEmail.windowSeconds
  ),
  invitePerUser: windowLimit(
    "INVITE_USER",
    DEFAULT_MAIL_RATE_LIMITS.invitePerUser.max,
    DEFAULT_MAIL_RATE_LIMITS.invitePerUser.windowSeconds
  ),
  invitePerEmail: windowLimit(
    "INVITE_EMAIL",
    DEFAULT_MAIL_RATE_LIMITS.invitePerEmail.max,
    DEFAULT_MAIL_RATE_LIMITS.invitePerEmail.windowSeconds
  ),
  taskMailPerEmail: windowLimit(
    "TASK_MAIL_EMAIL",
    DEFAULT_MAIL_RATE_LIMITS.taskMailPerEmail.max,
    DEFAULT_MAIL_RATE_LIMITS.taskMailPerEmail.windowSeconds
  )
})

/** Reads the settings from the environment (or any ConfigProvider). */
export const loadSettings: Config.Config<Settings> = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(3000)),
  host: Config.string("HOST").pipe(Config.withDefault("0.0.0.0")),
  appUrl: optionalString("APP_URL"),
  databaseUrl: optionalSecret("DATABASE_URL"),
  dataDir: Config.string("DATA_DIR").pipe(Config.withDefault(".data")),
  adminEmail: optionalString("ADMIN_EMAIL"),
  adminPassword: optionalSecret("ADMIN_PASSWORD"),
  appKey: optionalSecret("APP_KEY"),
  perAccount: Config.integer("LOGIN_MAX_PER_ACCOUNT").pipe(Config.withDefault(5)),
  perIp: Config.integer("LOGIN_MAX_PER_IP").pipe(Config.withDefault(20)),
  windowSeconds: Config.integer("LOGIN_WINDOW_SECONDS").pipe(Config.withDefault(60)),
  mailRateLimits,
  trustProxy: Config.boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  docsUrl: optionalString("DOCS_URL"),
  supportUrl: optionalString("SUPPORT_URL"),
  supportEmail: optionalString("SUPPORT_EMAIL").pipe(Config.map(Option.getOrElse(() => DEFAULT_SUPPORT_EMAIL))),
  staticDir: Config.string("STATIC_DIR").pipe(Config.withDefault("dist")),
  figmaDesignSystemUrl: optionalString("FIGMA_DESIGN_SYSTEM_URL").pipe(Config.map(Option.getOrElse(() => DEFAULT_FIGMA_DESIGN_SYSTEM_URL))),
  logRequests: Config.boolean("LOG_REQUESTS").pipe(Config.withDefault(true)),
  batchWorkerConcurrency: Config.integer("BATCH_WORKER_CONCURRENCY").pipe(
    Config.validate({ message: "BATCH_WORKER_CONCURRENCY must be at least 1", validation: (value) => value >= 1 }),
    Config.withDefault(4)
  ),
  rolloutParallel: Config.integer("ROLLOUT_PARALLEL").pipe(Config.withDefault(4)),
  mail: mailSettingsConfig
}).pipe(
  Config.map(({ appUrl, perAccount, perIp, windowSeconds, ...rest }): Settings => ({
    ...rest,
    appUrl: Option.getOrElse(appUrl, () => `http://localhost:${rest.port}`).replace(/\/+$/, ""),
    inMemoryDatabase: false,
    seedDemo: Option.isNone(rest.databaseUrl),
    loginRateLimit: { perAccount, perIp, windowSeconds }
  }))
)

export class AppConfig extends Context.Tag("server/AppConfig")<AppConfig, Settings>() {
  /** Settings from the process environment. */
  static readonly fromEnv: Layer.Layer<AppConfig, never> = Layer.effect(AppConfig, Effect.orDie(loadSettings))
  /** Fixed settings (tests, in-process servers). */
  static readonly make = (settings: Settings): Layer.Layer<AppConfig> => Layer.succeed(AppConfig, settings)
}
