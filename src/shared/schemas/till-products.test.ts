import { describe, expect, test } from 'vitest';
import { productFormSchema, productInputSchema, productPatchSchema } from './till-products';

const typed = {
  name: ' Repair Shampoo ',
  brand: 'Kérastase',
  barcode: ' 3474636397440 ',
  price: '£24.50',
  vatRateBp: '500',
  cost: '',
  lowStockThreshold: '3',
  isActive: true,
};

describe("the product's form and body", () => {
  test('the form gives the API body: pounds to pence, numbers from text, empty to none', () => {
    expect(productFormSchema.parse(typed)).toEqual({
      name: 'Repair Shampoo',
      brand: 'Kérastase',
      barcode: '3474636397440',
      pricePence: 2450,
      vatRateBp: 500,
      costPence: null,
      lowStockThreshold: 3,
      isActive: true,
    });
    expect(
      productFormSchema.parse({ ...typed, barcode: '', cost: '12,4', lowStockThreshold: '' }),
    ).toMatchObject({ barcode: null, costPence: 1240, lowStockThreshold: null });
  });

  test('the form names every wrong field at once, in its own words', () => {
    const result = productFormSchema.safeParse({
      ...typed,
      name: '',
      price: 'vinte',
      cost: '-1',
      vatRateBp: '1700',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Informe o nome do produto.',
      price: 'Informe o preço em libras, por exemplo 25 ou 25.50.',
      cost: 'Informe o custo em libras, por exemplo 12 ou 12.40, ou deixe vazio.',
      vatRateBp: 'Escolha a taxa de IVA: 0%, 5% ou 20%.',
    });
  });

  test('a PATCH keeps what it does not send; an empty barcode clears it', () => {
    expect(productPatchSchema.parse({ pricePence: 100 })).toEqual({ pricePence: 100 });
    expect(productPatchSchema.parse({ barcode: '' })).toMatchObject({ barcode: null });
    // A PUT or a new product: absent optional fields are empty, VAT standard, active.
    expect(productInputSchema.parse({ name: 'Comb', pricePence: 300 })).toEqual({
      name: 'Comb',
      brand: '',
      barcode: null,
      pricePence: 300,
      vatRateBp: 2000,
      costPence: null,
      lowStockThreshold: null,
      isActive: true,
    });
  });
});
