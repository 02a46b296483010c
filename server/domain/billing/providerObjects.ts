// Reading the provider's objects as the webhook and the provider's answers carry them: loosely typed
// records whose ids may be strings or expanded objects, and the metadata we put on intents and subscriptions.
export type Metadata = Record<string, string | undefined>

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

export const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof asRecord(value)["id"] === "string" ? (asRecord(value)["id"] as string) : null

/** Our payment id from the metadata we put on the intent or subscription. */
export const paymentIdOf = (metadata: Metadata): number | null => {
  const id = Number(metadata["payment_id"])
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The subscription metadata of an invoice: under parent.subscription_details in current API versions,
 * subscription_details in older ones.
 */
export const invoiceSubscription = (invoice: Record<string, unknown>): { metadata: Metadata; subscription: string | null } => {
  const details = asRecord(asRecord(invoice["parent"])["subscription_details"])
  const legacy = asRecord(invoice["subscription_details"])
  const source = Object.keys(details).length > 0 ? details : legacy
  return {
    metadata: asRecord(source["metadata"]) as Metadata,
    subscription: idOf(source["subscription"]) ?? idOf(invoice["subscription"])
  }
}
