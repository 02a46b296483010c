// The price arithmetic the server charges by (contract billing.ts), as properties over any price and
// coupon: a discount never makes a price negative nor larger, 100% off is free, an amount_off larger
// than the price is free, a bigger percentage never costs more, and free plans stay free.
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { creditAmount, discountedPrice, toCents } from "#contract/billing.ts"

const price = fc.integer({ min: 1, max: 10_000_000 })
const percent = fc.double({ min: 0, max: 100, noNaN: true })
const amountOff = fc.integer({ min: 0, max: 20_000_000 })
const coupon = fc.oneof(
  fc.constant(null),
  amountOff.map((amount_off) => ({ amount_off, percent_off: null })),
  percent.map((percent_off) => ({ amount_off: null, percent_off }))
)

describe("discountedPrice", () => {
  it("is never below 0 nor above the price, and whole cents", () =>
    fc.assert(
      fc.property(price, coupon, (cents, off) => {
        const result = discountedPrice(cents, off)
        expect(result).toBeGreaterThanOrEqual(0)
        expect(result).toBeLessThanOrEqual(cents)
        expect(Number.isInteger(result)).toBe(true)
      })
    ))

  it("100% off costs nothing", () =>
    fc.assert(
      fc.property(price, (cents) => {
        expect(discountedPrice(cents, { amount_off: null, percent_off: 100 })).toBe(0)
      })
    ))

  it("an amount_off at or above the price costs nothing (never a negative charge)", () =>
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10_000_000 }), (cents, extra) => {
        expect(discountedPrice(cents, { amount_off: cents + extra, percent_off: null })).toBe(0)
      })
    ))

  it("an amount_off below the price takes exactly that many cents off", () =>
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10_000_000 }), (cents, off) => {
        fc.pre(off <= cents)
        expect(discountedPrice(cents, { amount_off: off, percent_off: null })).toBe(cents - off)
      })
    ))

  it("a larger percentage never costs more", () =>
    fc.assert(
      fc.property(price, percent, percent, (cents, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(discountedPrice(cents, { amount_off: null, percent_off: high })).toBeLessThanOrEqual(
          discountedPrice(cents, { amount_off: null, percent_off: low })
        )
      })
    ))

  it("free plans stay free whatever the coupon", () =>
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), coupon, (cents, off) => {
        expect(discountedPrice(cents, off)).toBe(0)
      })
    ))

  it("no coupon charges the full price", () =>
    fc.assert(
      fc.property(price, (cents) => {
        expect(discountedPrice(cents, null)).toBe(cents)
      })
    ))

  it("the spec's examples: 50% off Core, $10 off Core", () => {
    expect(discountedPrice(19700, { amount_off: null, percent_off: 50 })).toBe(9850)
    expect(discountedPrice(19700, { amount_off: 1000, percent_off: null })).toBe(18700)
  })
})

describe("credit prices", () => {
  const packs = [
    { credit: 1, amount: 50 },
    { credit: 5, amount: 225 },
    { credit: 10, amount: 400 }
  ]

  it("a pack's own amount, else 50 per credit, in cents", () => {
    expect(toCents(creditAmount(5, packs))).toBe(22500)
    expect(toCents(creditAmount(3, packs))).toBe(15000)
  })

  it("without a matching pack the price grows linearly with the credits", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (credits) => {
        fc.pre(!packs.some((pack) => pack.credit === credits))
        expect(toCents(creditAmount(credits, packs))).toBe(credits * 5000)
      })
    ))
})
