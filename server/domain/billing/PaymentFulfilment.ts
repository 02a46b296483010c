// What a confirmed payment does, exactly once: credits join the agency's credit_limit; a plan payment
// sets the portal's plan (or the agency's, a PRO licence adding a PRO portal). The provider event id
// and the payment's own status guard it twice over, so a webhook delivered again (or concurrently)
// changes nothing; the realtime announcements go out only after the transaction commits.
// Settling a payment, the webhook's events and the provider's states each live in their own module of
// this folder; the service puts them together.
import { Effect } from "effect"

import { paymentSettlement } from "./paymentSettlement.ts"
import { providerStates } from "./providerStates.ts"
import { webhookEvents } from "./webhookEvents.ts"

export class PaymentFulfilment extends Effect.Service<PaymentFulfilment>()("server/domain/PaymentFulfilment", {
  effect: Effect.gen(function* () {
    const { applySuccess, announce, succeedWithoutCharge } = yield* paymentSettlement
    const { handle, once, paymentFor } = yield* webhookEvents
    const { applyIntent, applySubscription, interrupted } = yield* providerStates
    return { handle, succeedWithoutCharge, applyIntent, applySubscription, interrupted, once, applySuccess, announce, paymentFor } as const
  })
}) {}
