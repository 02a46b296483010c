// "Run audit": audits the open portal now; pending (and announced) while the server reads the CRM folder.
import { Button, type ButtonProps } from "@/shared/ui/button"

import type { RunAuditAction } from "../model/useRunAudit.ts"

export interface RunAuditButtonProps {
  action: RunAuditAction
  variant?: ButtonProps["variant"]
}

export function RunAuditButton({ action, variant = "primary" }: RunAuditButtonProps) {
  return (
    <Button size="sm" variant={variant} isPending={action.isRunning} onPress={() => void action.run()}>
      Run audit
    </Button>
  )
}
