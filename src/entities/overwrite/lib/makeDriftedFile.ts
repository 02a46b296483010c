// Complete drifted files and checks for stories and tests; override what matters.
import type { DriftedFile, OverwriteCheck } from "../model/types.ts"

const INSTALLED =
  '<section class="hero">\n  <h1>{{ module.title }}</h1>\n  <p>{{ module.text }}</p>\n  <a href="{{ module.link }}">More</a>\n</section>\n'

export const makeDriftedFile = (overrides: Partial<DriftedFile> = {}): DriftedFile => ({
  path: "sr/modules/hero.module/module.html",
  kind: "module",
  owner_key: "hero",
  owner_name: "Hero Banner",
  installed_version: "1.2.0",
  incoming_version: "1.3.0",
  installed: INSTALLED,
  portal: INSTALLED.replace("<h1>", '<h1 class="hero__title">'),
  incoming: INSTALLED.replace("More</a>", "{{ module.link_text }}</a>"),
  portal_hash: "a".repeat(64),
  ...overrides
})

/** The same file with both sides changing the heading: a merge with one conflict. */
export const makeConflictingFile = (overrides: Partial<DriftedFile> = {}): DriftedFile =>
  makeDriftedFile({ incoming: INSTALLED.replace("<h1>{{ module.title }}</h1>", "<h1>{{ module.heading }}</h1>"), ...overrides })

export const makeOverwriteCheck = (files: ReadonlyArray<DriftedFile> = [makeDriftedFile()]): OverwriteCheck => ({
  checked_at: "2026-12-03T10:30:00.000Z",
  files
})
