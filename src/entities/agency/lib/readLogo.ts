// Reads a chosen logo file as a data URL, with the server's type and size rules (the agency's cover)
// checked first, in the server's words (the contract's).
import { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_TYPE_INVALID } from "@/shared/api"

export const LOGO_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const
export const LOGO_MAX_BYTES = COVER_MAX_BYTES
export const LOGO_TYPE_INVALID = COVER_TYPE_INVALID
export const LOGO_TOO_LARGE = COVER_TOO_LARGE

export type LogoRead = { readonly ok: true; readonly dataUrl: string } | { readonly ok: false; readonly error: string }

export const readLogo = (file: File): Promise<LogoRead> => {
  if (!(LOGO_TYPES as ReadonlyArray<string>).includes(file.type)) return Promise.resolve({ ok: false, error: LOGO_TYPE_INVALID })
  if (file.size > LOGO_MAX_BYTES) return Promise.resolve({ ok: false, error: LOGO_TOO_LARGE })
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve({ ok: true, dataUrl: String(reader.result) })
    reader.onerror = () => resolve({ ok: false, error: LOGO_TYPE_INVALID })
    reader.readAsDataURL(file)
  })
}
