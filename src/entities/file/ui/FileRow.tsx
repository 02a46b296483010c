// One theme file in the Files drawer: name, folder, the portal's and the newest version, and the action
// the caller supplies.
import type { ReactNode } from "react"

import type { ThemeFile } from "@/shared/api"
import { ListRow } from "@/shared/ui/list-row"

export interface FileRowProps {
  file: ThemeFile
  /** The button (manage-files feature) or nothing for read-only lists. */
  action?: ReactNode
}

export function FileRow({ file, action }: FileRowProps) {
  return (
    <ListRow
      label={file.path}
      title={file.name}
      meta={
        <>
          <span>{file.parent_path === "" ? "/" : file.parent_path}</span>
          <span>Version {file.current_version}</span>
          <span>Installed {file.hubspot_version}</span>
        </>
      }
      action={action}
    />
  )
}
