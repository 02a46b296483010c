// /rollouts/new: a rollout in three steps. The portals come first: the catalogue is read through a chosen portal
// (the module and file lists need one), and "Roll out a change" on the health view arrives with its filters
// already applied to the portal table. Then the change (a module or a theme file), then the preview with the canary size, the failure
// threshold and Start rollout, which leads to the rollout's progress page.
import { useNavigate } from "@tanstack/react-router"
import { useState } from "react"
import { Link } from "react-aria-components"

import type { RolloutChange } from "@/shared/api"
import { rolloutHref, RoutePath } from "@/shared/config"

import type { Selection } from "../model/selection.ts"
import { ChangeStep } from "./ChangeStep.tsx"
import styles from "./NewRolloutPage.module.css"
import { PortalStep } from "./PortalStep.tsx"
import { PreviewStep } from "./PreviewStep.tsx"

type Step = "portals" | "change" | "preview"

const STEPS: ReadonlyArray<{ id: Step; label: string }> = [
  { id: "portals", label: "Portals" },
  { id: "change", label: "Change" },
  { id: "preview", label: "Preview and start" }
]

export function NewRolloutPage() {
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>("portals")
  const [selection, setSelection] = useState<Selection>([])
  const [change, setChange] = useState<RolloutChange | null>(null)
  const first = selection[0]
  // A step whose input is gone (every portal removed in the preview) goes back to where it can be given again.
  const shown: Step = first === undefined ? "portals" : step === "preview" && change === null ? "change" : step

  return (
    <main className={styles.page}>
      <Link href={RoutePath.Rollouts} className={styles.back}>
        ← All rollouts
      </Link>
      <h1 className={styles.title}>New rollout</h1>
      <ol className={styles.steps} aria-label="Steps">
        {STEPS.map((item, index) => (
          <li key={item.id} aria-current={item.id === shown ? "step" : undefined}>
            {index + 1}. {item.label}
          </li>
        ))}
      </ol>
      {shown === "portals" || first === undefined ? (
        <PortalStep selection={selection} onChange={setSelection} onNext={() => setStep("change")} />
      ) : shown === "change" || change === null ? (
        <ChangeStep
          portal={first}
          change={change}
          onChange={setChange}
          onBack={() => setStep("portals")}
          onNext={() => setStep("preview")}
        />
      ) : (
        <PreviewStep
          change={change}
          selection={selection}
          onSelectionChange={setSelection}
          onBack={() => setStep("change")}
          onStarted={(rollout) => void navigate({ href: rolloutHref(rollout.id) })}
        />
      )}
    </main>
  )
}
