// The files a rollout's step writes in a portal's CRM folder, as the module install and the file service write them
// (the overwrite check's planned writes, and what a rollback's removal checks before it deletes).
import type { FileFacts } from "../files/fileState.ts"
import type { ModuleFacts } from "../modules/moduleState.ts"
import type { PlannedWrite } from "../overwrite/OverwriteGuard.ts"

/** The module's files at `version` as the install writes them into the portal's folder. */
export const moduleWrites = (
  portal: { readonly custom_installation: string },
  facts: ModuleFacts,
  version: string,
  files: ReadonlyArray<{ readonly name: string; readonly content: string }>
): ReadonlyArray<PlannedWrite> =>
  files.map((file) => ({
    folder: `${portal.custom_installation}/modules/${facts.key}.module`,
    name: file.name,
    content: file.content,
    kind: "module",
    owner_key: facts.key,
    owner_name: facts.name,
    incoming_version: version
  }))

/** The theme file's folder in the portal's CRM design manager. */
export const fileFolder = (portal: { readonly custom_installation: string }, file: FileFacts) =>
  file.parent_path === "" ? portal.custom_installation : `${portal.custom_installation}/${file.parent_path}`

/** The theme file at `version` as the file service writes it (PortalFiles.planOf). */
export const fileWrites = (
  portal: { readonly custom_installation: string },
  file: FileFacts,
  version: string
): ReadonlyArray<PlannedWrite> => {
  const entry = file.versions.find((candidate) => candidate.version === version)
  return entry === undefined
    ? []
    : [
        {
          folder: fileFolder(portal, file),
          name: file.name,
          content: entry.content,
          kind: "theme-file",
          owner_key: file.path,
          owner_name: file.name,
          incoming_version: version
        }
      ]
}
