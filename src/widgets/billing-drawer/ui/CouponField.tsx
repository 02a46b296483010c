// The coupon field of the Upgrade view: Apply asks the server about the code for the chosen plan; an
// unknown (404) or unusable (422) code shows the server's words under the field.
import { Exit, Option } from "effect"
import { useState } from "react"

import { type Coupon, failureOf, useApiAction } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import { applyCoupon } from "../api/billing.ts"
import { formatPrice } from "../lib/rules.ts"
import styles from "./BillingDrawer.module.css"

export interface CouponFieldProps {
  planId: number | null
  applied: Coupon | null
  onApplied: (coupon: Coupon | null) => void
  isDisabled?: boolean
}

/** "20% off" or "$5 off" (amount_off is in cents). */
export const couponSummary = (coupon: Coupon, symbol: string): string =>
  coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${formatPrice(coupon.amount_off ?? 0, symbol)} off`

export function CouponField({ planId, applied, onApplied, isDisabled = false }: CouponFieldProps) {
  const [code, setCode] = useState(applied?.id ?? "")
  const [error, setError] = useState<string | undefined>(undefined)
  // Checking a coupon prices the plan; nothing is stored.
  const { isPending, run } = useApiAction({ invalidates: [] })

  const apply = async () => {
    if (planId === null) return
    const trimmed = code.trim()
    if (trimmed === "") return setError("The coupon field is required.")
    setError(undefined)
    const exit = await run(applyCoupon(trimmed, planId))
    if (Exit.isSuccess(exit)) return onApplied(exit.value.coupon)
    onApplied(null)
    // The catalogue turns a 404 into 'Resource not found.'; here the server's own words say more.
    Option.map(failureOf(exit.cause), (failure) => setError(failure.serverMessage ?? failure.message))
  }

  return (
    <div className={styles.coupon}>
      <TextField
        label="Coupon"
        value={code}
        onChange={(value) => {
          setCode(value)
          setError(undefined)
          if (applied !== null) onApplied(null)
        }}
        errorMessage={error}
        isDisabled={isDisabled}
        maxLength={64}
      />
      <Button
        className={styles.couponApply}
        variant="secondary"
        onPress={() => void apply()}
        isPending={isPending}
        isDisabled={isDisabled || planId === null}
      >
        Apply
      </Button>
    </div>
  )
}
