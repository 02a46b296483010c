/** How often a pending plan payment is read again when no realtime event says it finished. */
export const PAYMENT_POLL_INTERVAL = "2 seconds"
