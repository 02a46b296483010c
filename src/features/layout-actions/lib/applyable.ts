// Whether a saved layout names anything Apply could bring into a portal (modules or theme files, as the
// server reads its content); one that names neither is not offered to apply.
import { contentParts } from "@/shared/lib/item-content"

export const NOTHING_TO_APPLY = "Nothing to apply: it holds no modules or theme files."

export const isApplyable = (content: unknown): boolean => {
  const parts = contentParts(content)
  return parts.modules.length + parts.files.length > 0
}
