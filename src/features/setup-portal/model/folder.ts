// The custom folder name, checked with the contract's own schema (FolderName) before asking the
// server, so the messages are the ones the server would give.
import { Either, ParseResult, Schema } from "effect"

import { FolderName } from "@/shared/api"

const decode = Schema.decodeUnknownEither(FolderName)

/** The first message the folder name breaks, or null when it is valid. */
export const folderError = (folder: string): string | null =>
  Either.match(decode(folder), {
    onLeft: (error) => ParseResult.ArrayFormatter.formatErrorSync(error)[0]?.message ?? "The folder is invalid.",
    onRight: () => null
  })
