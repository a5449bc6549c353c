import { type DiscountKind, percentOfPence, type SaleLineKind, vatInsidePence } from '@shared/till';

export interface PricedLine {
  kind: SaleLineKind;
  quantity: number;
  unitPricePence: number;
  vatRateBp: number;
}

export interface LineFigures {
  discountPence: number;
  totalPence: number;
  vatPence: number;
}

export interface SaleFigures {
  subtotalPence: number;
  discountPence: number;
  tipsPence: number;
  totalPence: number;
  vatPence: number;
  /** In the order of the lines given. */
  lines: LineFigures[];
}

/**
 * A sale's totals from its lines and discount (decision 056). The discount is shared over the
 * services and products in proportion to their amounts, rounded down, and the last line takes the
 * remainder so the shares sum exactly; tips are never discounted. Each line's VAT is the VAT inside
 * its amount after its share, half up (`vatInsidePence`), and the sale's is their sum.
 */
export function saleFigures(
  lines: readonly PricedLine[],
  discount: { kind: DiscountKind | null; value: number | null },
): SaleFigures {
  const gross = lines.map((l) => l.quantity * l.unitPricePence);
  const discountable = lines.flatMap((l, i) => (l.kind === 'tip' ? [] : [i]));
  const subtotalPence = discountable.reduce((sum, i) => sum + gross[i]!, 0);
  const tipsPence = lines.reduce((sum, l, i) => sum + (l.kind === 'tip' ? gross[i]! : 0), 0);
  let discountPence = 0;
  if (discount.kind === 'amount') discountPence = Math.min(discount.value ?? 0, subtotalPence);
  if (discount.kind === 'percent')
    discountPence = Math.min(percentOfPence(subtotalPence, discount.value ?? 0), subtotalPence);

  const shares = lines.map(() => 0);
  if (discountPence > 0 && subtotalPence > 0) {
    for (const i of discountable.slice(0, -1))
      shares[i] = Math.floor((discountPence * gross[i]!) / subtotalPence);
    const last = discountable[discountable.length - 1]!;
    const given = shares.reduce((sum, s) => sum + s, 0);
    shares[last] = discountPence - given;
    // A last line too small for the remainder passes the excess back, a penny a line; the
    // shares still sum to the discount, which is never more than the subtotal.
    for (let k = discountable.length - 1; k >= 0 && shares[last]! > gross[last]!; k -= 1) {
      const i = discountable[k]!;
      if (i === last) continue;
      const room = gross[i]! - shares[i]!;
      const move = Math.min(room, shares[last]! - gross[last]!);
      shares[i] = shares[i]! + move;
      shares[last] = shares[last]! - move;
    }
  }

  const figures = lines.map((l, i) => {
    const totalPence = gross[i]! - shares[i]!;
    return {
      discountPence: shares[i]!,
      totalPence,
      vatPence: l.kind === 'tip' ? 0 : vatInsidePence(totalPence, l.vatRateBp),
    };
  });
  return {
    subtotalPence,
    discountPence,
    tipsPence,
    totalPence: subtotalPence - discountPence + tipsPence,
    vatPence: figures.reduce((sum, f) => sum + f.vatPence, 0),
    lines: figures,
  };
}
