// Encrypts secrets at rest (CRM refresh tokens) with AES-256-GCM under the APP_KEY.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto"

import { Option } from "effect"

export interface SecretBox {
  /** `v1:<iv>:<tag>:<ciphertext>`, all base64url. */
  readonly encrypt: (plaintext: string) => string
  /** None when the text was not produced under this key (tampered, or the key changed). */
  readonly decrypt: (sealed: string) => Option.Option<string>
  /** A stable secret for `label` under this key (HMAC-SHA256, base64url): the same in every process. */
  readonly derive: (label: string) => string
}

/** Any APP_KEY text becomes a 32-byte key through SHA-256, so operators may use a passphrase or random hex. */
export const makeSecretBox = (appKey: string): SecretBox => {
  const key = createHash("sha256").update(appKey, "utf8").digest()
  return {
    derive: (label) => createHmac("sha256", key).update(label, "utf8").digest("base64url"),
    encrypt: (plaintext) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", key, iv)
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(":")
    },
    decrypt: (sealed) =>
      Option.liftThrowable(() => {
        const [version, iv, tag, ciphertext] = sealed.split(":")
        if (version !== "v1" || iv === undefined || tag === undefined || ciphertext === undefined) {
          throw new Error("Unknown sealed format")
        }
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
        decipher.setAuthTag(Buffer.from(tag, "base64url"))
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8")
      })()
  }
}
