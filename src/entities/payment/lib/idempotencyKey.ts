// One Idempotency-Key per checkout attempt (CheckoutHeaders in the contract): made when the user presses
// Pay or Upgrade and sent again with every retry of that attempt, so a retried request never pays twice.
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

export const newIdempotencyKey = (): string => {
  const key = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID().replace(/-/g, "") : fallbackKey()
  return KEY_PATTERN.test(key) ? key : fallbackKey()
}

// Browsers without randomUUID (older Safari, plain-http origins) still get 128 random bits.
const fallbackKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")
