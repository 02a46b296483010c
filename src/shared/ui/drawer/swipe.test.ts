import { describe, expect, it } from "vitest"

import { classifyGesture, dragOffset, swipeOutcome, swipeVelocity } from "./swipe.ts"

describe("classifyGesture", () => {
  it("is not a drag until the pointer travels 20 px", () => {
    expect(classifyGesture(19, 0)).toBe("pending")
    expect(classifyGesture(-19, 10)).toBe("pending")
    expect(classifyGesture(20, 0)).toBe("horizontal")
    expect(classifyGesture(-25, 3)).toBe("horizontal")
  })

  it("leaves mostly vertical moves to scrolling", () => {
    expect(classifyGesture(5, 30)).toBe("vertical")
    expect(classifyGesture(25, 25)).toBe("vertical")
  })
})

describe("dragOffset", () => {
  it("follows a rightward drag and stops at the panel's width", () => {
    expect(dragOffset(120, 400)).toBe(120)
    expect(dragOffset(900, 400)).toBe(400)
  })

  it("cannot pull the panel further left than fully open", () => {
    expect(dragOffset(-80, 400)).toBe(0)
  })
})

describe("swipeVelocity", () => {
  it("is pixels per millisecond, signed by direction", () => {
    expect(swipeVelocity(300, 200)).toBe(1.5)
    expect(swipeVelocity(-60, 100)).toBe(-0.6)
  })

  it("does not divide by zero", () => {
    expect(swipeVelocity(30, 0)).toBe(30)
  })
})

describe("swipeOutcome", () => {
  // Spec 1 section 4: "A swipe opens the panel if its speed is above 0.6; otherwise it opens when more
  // than half shown and closes if not."
  it("opens on a swipe faster than 0.6 px/ms, whichever way and however far it went", () => {
    expect(swipeOutcome({ offset: 40, width: 400, velocity: 0.61 })).toBe("open")
    expect(swipeOutcome({ offset: 390, width: 400, velocity: 2 })).toBe("open")
    expect(swipeOutcome({ offset: 350, width: 400, velocity: -0.9 })).toBe("open")
  })

  it("settles by position at or below the speed threshold: open when more than half is shown", () => {
    expect(swipeOutcome({ offset: 199, width: 400, velocity: 0.6 })).toBe("open")
    expect(swipeOutcome({ offset: 200, width: 400, velocity: 0.6 })).toBe("close")
    expect(swipeOutcome({ offset: 300, width: 400, velocity: 0.1 })).toBe("close")
    expect(swipeOutcome({ offset: 10, width: 400, velocity: -0.2 })).toBe("open")
    expect(swipeOutcome({ offset: 250, width: 400, velocity: -0.6 })).toBe("close")
  })
})
