// Opaque random tokens and their stored form: only a SHA-256 digest ever reaches the database,
// so a leaked table cannot be replayed as bearer or reset tokens.
import * as crypto from "node:crypto"

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = (): string => crypto.randomBytes(32).toString("base64url")

/** Node's one-shot digest (Node 20.12 and later): a quarter of a Hash object's cost, for a digest every request takes. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: "hex") => string }).hash

export const sha256 = (value: string): string =>
  oneShot !== undefined ? oneShot("sha256", value, "hex") : crypto.createHash("sha256").update(value, "utf8").digest("hex")
