// Sample theme files for tests and stories; each call takes the fields a case cares about.
import type { ThemeFile } from "@/shared/api"

export const makeFile = (fields: Partial<ThemeFile> = {}): ThemeFile => ({
  name: "main.css",
  path: "css/main.css",
  parent_path: "css",
  current_version: "1.1.0",
  hubspot_version: "---",
  installed: false,
  available: true,
  upgradeable: false,
  revertable: false,
  change_log: [
    { ver: "1.1.0", message: "Design tokens as custom properties" },
    { ver: "1.0.0", message: "Initial release" }
  ],
  button_state: "Add",
  ...fields
})
