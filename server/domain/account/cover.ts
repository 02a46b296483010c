// The agency logo (cover) sent with PUT /users/me or an admin's agency form: null removes it; otherwise
// an absolute http(s) address without credentials (at most 2048 characters) or a data URL of a PNG, JPEG, GIF or WebP image of at most 1 MB. SVG is refused: it can carry scripts.
import { Effect } from "effect"

import { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_TYPE_INVALID, isHttpUrl } from "#contract/common.ts"
import { Unprocessable } from "#contract/errors.ts"

export { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_TYPE_INVALID }

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]*={0,2})$/

/** Decoded size of a base64 text without decoding it. */
const base64Bytes = (text: string) => Math.floor((text.length * 3) / 4) - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0)

export const validateCover = (cover: string | null): Effect.Effect<string | null, Unprocessable> => {
  if (cover === null) return Effect.succeed(null)
  const value = cover.trim()
  if (value === "") return Effect.succeed(null)
  if (value.startsWith("data:")) {
    const match = DATA_URL.exec(value)
    if (match === null || match[2]!.length % 4 !== 0) return Effect.fail(Unprocessable.field("cover", COVER_TYPE_INVALID))
    if (base64Bytes(match[2]!) > COVER_MAX_BYTES) return Effect.fail(Unprocessable.field("cover", COVER_TOO_LARGE))
    return Effect.succeed(value)
  }
  if (!isHttpUrl(value)) {
    return Effect.fail(Unprocessable.field("cover", COVER_TYPE_INVALID))
  }
  return Effect.succeed(value)
}
