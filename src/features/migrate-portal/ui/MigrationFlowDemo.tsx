// A stand-alone trigger for the migration flows (stories and tests): the two buttons stand in for the
// user menu's 'Migrate' and 'Revert Migration' items.
import type { Duration } from "effect"
import { useAtomValue } from "jotai"

import { useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { Button } from "@/shared/ui/button"

import { useMigratePortal } from "../model/useMigratePortal.ts"
import { MigrationDialogs } from "./MigrationDialogs.tsx"

export function MigrationFlowDemo({ pollInterval }: { pollInterval?: Duration.DurationInput }) {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  const flow = useMigratePortal(portal, pollInterval === undefined ? {} : { pollInterval })
  return (
    <>
      <Button onPress={flow.migrate}>Migrate</Button>
      <Button variant="secondary" onPress={flow.revert}>
        Revert Migration
      </Button>
      <p data-testid="flags">
        {portal === null ? "none" : `has_migrate=${portal.has_migrate} has_page_migration=${portal.has_page_migration}`}
      </p>
      <MigrationDialogs
        state={flow.state}
        onNext={flow.next}
        onConfirmRevert={flow.confirmRevert}
        onRetry={flow.retry}
        onClose={flow.close}
      />
    </>
  )
}
