// The audit's shapes, exactly as the contract's client answers them (src/shared/api/contract/audit.ts).
import type { Effect } from "effect"

import type { ContractClient } from "@/shared/api"

/** An endpoint's `data`, from the client's answer without the raw response. */
type AuditAnswer<K extends keyof ContractClient["audit"]> = Extract<
  Effect.Effect.Success<ReturnType<ContractClient["audit"][K]>>,
  { readonly data: unknown }
>["data"]

export type PortalAudit = NonNullable<AuditAnswer<"latest">>
export type AuditFile = PortalAudit["files"][number]
export type AuditFileState = AuditFile["state"]
export type AuditSummary = PortalAudit["summary"]
export type AuditFileContents = AuditAnswer<"file">
