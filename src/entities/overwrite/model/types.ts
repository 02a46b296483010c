// The overwrite review's shapes, as the contract defines them (src/shared/api/contract/overwrite.ts).
export type { DriftedFile, FileResolution, OverwriteCheck, OverwriteChoice, OverwriteOperation } from "@/shared/api"
