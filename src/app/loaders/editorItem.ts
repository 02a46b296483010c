// Loads the layout (which = 1) or history item (which = 2) an editor route opens; a failure is shown
// in the editor body rather than replacing the page.
import { Effect } from "effect"

import { readHistory } from "@/entities/history"
import { readLayout } from "@/entities/layout"
import type { EditorItem } from "@/pages/portal-editor"

import type { RouterContext } from "../router/context.ts"

export type EditorItemKind = 1 | 2

export const loadEditorItem = async (context: RouterContext, itemId: number, which: EditorItemKind): Promise<EditorItem> =>
  (await context.api.ready()).runtime.runPromise(
    (which === 1
      ? Effect.map(readLayout(itemId), (layout): EditorItem => ({ kind: "layout", layout }))
      : Effect.map(readHistory(itemId), (entry): EditorItem => ({ kind: "history", entry }))
    ).pipe(Effect.catchAll((error) => Effect.succeed<EditorItem>({ kind: "failed", message: error.message })))
  )
