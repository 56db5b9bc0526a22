/**
 * The sandbox's price list. The portal uses it only for the estimate shown
 * before an order is placed; the total the server answers is authoritative.
 */
export const SHARPENING_PRICE_CENTS: Record<string, number> = {
  blade: 1800,
  scissor: 1200,
  saw: 2500,
  knife: 900,
  chisel: 1100,
  drill_bit: 700,
};
export const DEFAULT_SHARPENING_PRICE_CENTS = 1500;
export const PICKUP_DELIVERY_FEE_CENTS = 2500;
export const TAX_RATE_BASIS_POINTS = 800;

export function priceOfPart(partType: string): number {
  return SHARPENING_PRICE_CENTS[partType] ?? DEFAULT_SHARPENING_PRICE_CENTS;
}

export function taxOn(subtotalCents: number): number {
  return Math.round((subtotalCents * TAX_RATE_BASIS_POINTS) / 10_000);
}

export interface OrderEstimate {
  partsCents: number;
  feeCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export function estimateOrder(partTypes: readonly string[]): OrderEstimate {
  const partsCents = partTypes.reduce((sum, t) => sum + priceOfPart(t), 0);
  const feeCents = partTypes.length > 0 ? PICKUP_DELIVERY_FEE_CENTS : 0;
  const subtotalCents = partsCents + feeCents;
  const taxCents = taxOn(subtotalCents);
  return { partsCents, feeCents, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
