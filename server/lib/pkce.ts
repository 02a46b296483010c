// PKCE (RFC 7636) with the S256 method: the app keeps a random verifier per CRM sign-in and sends its
// challenge with the authorization request; the authorization server exchanges the code only together
// with that verifier. node:crypto covers it in two lines, so no library.
import { createHash, randomBytes } from "node:crypto"

/** 43 characters of base64url: 256 random bits, within RFC 7636's 43–128 unreserved characters. */
export const newCodeVerifier = (): string => randomBytes(32).toString("base64url")

/** BASE64URL(SHA-256(verifier)), the S256 challenge. */
export const codeChallengeOf = (verifier: string): string => createHash("sha256").update(verifier, "ascii").digest("base64url")
