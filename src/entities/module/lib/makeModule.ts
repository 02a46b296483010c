// Sample modules for tests and stories; each call takes the fields a case cares about.
import type { Module } from "@/shared/api"

export const makeModule = (fields: Partial<Module> = {}): Module => ({
  module_id: 1,
  key: "hero-banner",
  name: "Hero Banner",
  module_category: 1,
  access: "free",
  current_version: "1.2.0",
  installed_version: "---",
  installed: false,
  purchased: false,
  global: false,
  override_global: false,
  button_state: "Install",
  pad_lock: null,
  revertable: false,
  upgradeable: false,
  upgradeable_type: null,
  reinstall: false,
  is_available: true,
  is_hub_db: false,
  change_log: [{ ver: "1.2.0", message: "Sharper images", requires: [] }],
  test_module: false,
  ...fields
})
