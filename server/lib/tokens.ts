// Opaque random tokens and their stored form: only a SHA-256 digest ever reaches the database,
// so a leaked table cannot be replayed as bearer or reset tokens.
import { createHash, randomBytes } from "node:crypto"

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = (): string => randomBytes(32).toString("base64url")

export const sha256 = (value: string): string => createHash("sha256").update(value, "utf8").digest("hex")
