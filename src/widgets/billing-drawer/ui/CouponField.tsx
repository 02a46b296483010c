// The coupon field of the Upgrade view: Apply asks the server about the code for the chosen plan, once the
// contract's CouponPayload finds nothing wrong with it; an unknown (404) or unusable (422) code shows the
// server's words under the field. Changing the code takes back a coupon applied before.
import { Exit, Option } from "effect"

import { type Coupon, CouponPayload, failureOf, useApiAction } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { showServerFaults, useContractForm } from "@/shared/ui/form"

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
  // Checking a coupon prices the plan; nothing is stored.
  const { isPending, run } = useApiAction({ invalidates: [] })
  const form = useContractForm({
    defaultValues: { coupon: applied?.id ?? "" },
    schema: CouponPayload,
    toBody: (values) => ({ coupon: values.coupon, plan: planId ?? undefined }),
    onSubmit: async (values, formApi) => {
      if (planId === null) return
      const exit = await run(applyCoupon(values.coupon.trim(), planId))
      if (Exit.isSuccess(exit)) return onApplied(exit.value.coupon)
      onApplied(null)
      // The catalogue turns a 404 into 'Resource not found.'; here the server's own words say more, and the
      // code is the only thing they can be about.
      Option.map(failureOf(exit.cause), (failure) => {
        if (!showServerFaults(formApi, failure))
          formApi.setErrorMap({ onDynamic: { fields: { coupon: failure.serverMessage ?? failure.message } } })
      })
    }
  })

  return (
    <div className={styles.coupon}>
      <form.AppField
        name="coupon"
        listeners={{
          onChange: () => {
            if (applied !== null) onApplied(null)
          }
        }}
      >
        {(field) => <field.TextField label="Coupon" isDisabled={isDisabled} maxLength={64} />}
      </form.AppField>
      <Button
        className={styles.couponApply}
        variant="secondary"
        onPress={() => void form.handleSubmit()}
        isPending={isPending}
        isDisabled={isDisabled || planId === null}
      >
        Apply
      </Button>
    </div>
  )
}
