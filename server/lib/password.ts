// Password hashing with scrypt from node:crypto; the stored text carries its parameters so they
// can be raised later without invalidating existing hashes.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"

import { Effect } from "effect"

const KEY_LENGTH = 64
const COST = 16384
const BLOCK_SIZE = 8
const PARALLELISM = 1

const derive = (password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) =>
  Effect.async<Buffer, Error>((resume) => {
    try {
      scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism, maxmem: 64 * 1024 * 1024 }, (error, key) => {
        resume(error ? Effect.fail(error) : Effect.succeed(key))
      })
    } catch (error) {
      // Parameters read from a corrupt stored hash make scrypt throw before it starts.
      resume(Effect.fail(error instanceof Error ? error : new Error(String(error))))
    }
  })

/** `scrypt$N$r$p$salt$hash` with base64 salt and hash. */
export const hashPassword = (password: string): Effect.Effect<string> =>
  Effect.gen(function* () {
    const salt = randomBytes(16)
    const key = yield* derive(password, salt, COST, BLOCK_SIZE, PARALLELISM)
    return ["scrypt", COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$")
  }).pipe(Effect.orDie)

/** False for a missing or malformed hash (such as the demo identity, which has no usable password). */
export const verifyPassword = (password: string, stored: string | null): Effect.Effect<boolean> => {
  const parts = stored?.split("$") ?? []
  const [scheme, cost, blockSize, parallelism, salt, hash] = parts
  if (parts.length !== 6 || scheme !== "scrypt" || salt === undefined || hash === undefined) {
    return Effect.succeed(false)
  }
  const expected = Buffer.from(hash, "base64")
  return derive(password, Buffer.from(salt, "base64"), Number(cost), Number(blockSize), Number(parallelism)).pipe(
    Effect.map((key) => key.length === expected.length && timingSafeEqual(key, expected)),
    Effect.orElseSucceed(() => false)
  )
}
