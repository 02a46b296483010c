// What the editor opened besides the portal: a saved layout (/…/{id}/1) or a history item (/…/{id}/2).
import type { History, Layout } from "@/shared/api"

export type EditorItem =
  | { readonly kind: "layout"; readonly layout: Layout }
  | { readonly kind: "history"; readonly entry: History }
  | { readonly kind: "failed"; readonly message: string }
