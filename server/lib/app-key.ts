// The SecretBox service under APP_KEY. With DATABASE_URL the key must be given (a generated one would
// differ per process and lose every stored refresh token); the embedded default keeps one in DATA_DIR.
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { Context, Effect, Layer, Option, Redacted } from "effect"

import { AppConfig } from "../config.ts"
import { makeSecretBox, type SecretBox } from "./secret-box.ts"

export class Secrets extends Context.Tag("server/lib/Secrets")<Secrets, SecretBox>() {
  static readonly layer = Layer.effect(
    Secrets,
    Effect.gen(function* () {
      const settings = yield* AppConfig
      if (Option.isSome(settings.appKey)) {
        return makeSecretBox(Redacted.value(settings.appKey.value))
      }
      if (Option.isSome(settings.databaseUrl)) {
        return yield* Effect.dieMessage("APP_KEY is required when DATABASE_URL is set (it encrypts CRM refresh tokens at rest).")
      }
      if (settings.inMemoryDatabase) {
        return makeSecretBox(randomBytes(32).toString("hex"))
      }
      return makeSecretBox(yield* Effect.sync(() => readOrCreateKey(settings.dataDir)))
    })
  )
}

const readOrCreateKey = (dataDir: string): string => {
  const file = join(dataDir, "app-key")
  if (existsSync(file)) {
    return readFileSync(file, "utf8").trim()
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32).toString("hex")
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  return key
}
