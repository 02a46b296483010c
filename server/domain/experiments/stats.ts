// Bayesian A/B statistics: each variant's conversion rate has a Beta(1 + conversions, 1 + misses)
// posterior (uniform prior); the probability that a variant beats the control is P(rate_B > rate_A),
// by the normal approximation of the difference of the two posteriors (good from a few dozen visitors,
// exact at 0.5 for equal data, and cheap enough to compute on every read).

export interface Counts {
  readonly visitors: number
  readonly conversions: number
}

/** Mean and variance of the Beta posterior of a conversion rate. */
export const posterior = ({ visitors, conversions }: Counts) => {
  const alpha = 1 + Math.max(0, conversions)
  const beta = 1 + Math.max(0, visitors - conversions)
  const total = alpha + beta
  return { mean: alpha / total, variance: (alpha * beta) / (total * total * (total + 1)) }
}

/** The standard normal CDF (Abramowitz–Stegun 7.1.26 for erf; error below 1.5e-7). */
export const normalCdf = (z: number): number => {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** P(variant's rate > control's rate), 0..1, rounded to 4 places. */
export const probabilityToBeat = (variant: Counts, control: Counts): number => {
  const a = posterior(control)
  const b = posterior(variant)
  const p = normalCdf((b.mean - a.mean) / Math.sqrt(a.variance + b.variance))
  return Math.round(p * 10000) / 10000
}

export const conversionRate = ({ visitors, conversions }: Counts): number =>
  visitors <= 0 ? 0 : Math.round((conversions / visitors) * 10000) / 10000
