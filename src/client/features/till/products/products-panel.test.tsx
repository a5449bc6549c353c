import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shared/schemas/till-products';
import type { StaffRole } from '@shared/staff-roles';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { ProductsPanel } from './products-panel';

// 'Produtos' (issue 34) for whoever edits the catalogue and whoever keeps the stock, in the
// staff member's language.

const shampoo: AdminProduct = {
  id: '7d000000-0000-4000-8000-000000000001',
  name: 'Repair Shampoo',
  brand: 'Kérastase',
  barcode: '3474636397440',
  pricePence: 2450,
  vatRateBp: 2000,
  costPence: 1100,
  stockQuantity: 2,
  lowStockThreshold: 3,
  isActive: true,
  lowStock: true,
  stockWarning: false,
  updatedAt: '2026-06-01T09:00:00Z',
};
const oil: AdminProduct = {
  ...shampoo,
  id: '7d000000-0000-4000-8000-000000000002',
  name: 'Hair Oil',
  barcode: null,
  vatRateBp: 500,
  stockQuantity: -1,
  lowStockThreshold: null,
  lowStock: false,
  stockWarning: true,
};

const render = (ui: ReactNode, locale: 'pt-BR' | 'en-GB', role: StaffRole) =>
  renderWithApp(<BackOfficeI18n locale={locale}>{ui}</BackOfficeI18n>, { role });

function withProducts() {
  fakeApi({
    'GET /api/admin/till/products': () => ({
      body: { items: [oil, shampoo], total: 2, page: 1, pageSize: 20 },
    }),
    'GET /api/admin/till/products/reorder': () => ({ body: { items: [shampoo] } }),
    'GET /api/admin/till/products/stock-warnings': () => ({
      body: { items: [{ product: oil, movement: null }] },
    }),
  });
}

describe("'Produtos'", () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('shows the owner the products, their badges, the reorder list and the warning, in English', async () => {
    withProducts();
    render(<ProductsPanel />, 'en-GB', 'owner');
    const rows = await screen.findAllByRole('listitem', { name: 'Repair Shampoo' });
    const row = rows.find((item) => within(item).queryByText('£24.50'))!;
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New product' })).toBeTruthy();
    expect(within(row).getByText('Low stock')).toBeTruthy();
    expect(within(row).getByText('VAT 20%')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Repair Shampoo' })).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Stock delivery of Repair Shampoo' }),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Count of Repair Shampoo' })).toBeTruthy();
    const oilRow = screen.getByRole('listitem', { name: 'Hair Oil' });
    expect(within(oilRow).getByText('Negative stock')).toBeTruthy();
    expect(within(oilRow).getByText('VAT 5%')).toBeTruthy();
    const reorder = screen.getByRole('region', { name: 'Reorder' });
    expect(within(reorder).getByText('Stock 2 · threshold 3')).toBeTruthy();
    expect(await screen.findByText('Stock below zero: count it.')).toBeTruthy();
    expect(screen.getByText('Hair Oil (-1)')).toBeTruthy();
  });

  it('gives reception deliveries and counts, never the edit of a product', async () => {
    withProducts();
    render(<ProductsPanel />, 'pt-BR', 'reception');
    const oilRow = await screen.findByRole('listitem', { name: 'Hair Oil' });
    expect(screen.queryByRole('button', { name: 'Novo produto' })).toBeNull();
    expect(within(oilRow).queryByRole('button', { name: 'Editar Hair Oil' })).toBeNull();
    expect(
      within(oilRow).getByRole('button', { name: 'Entrada de estoque de Hair Oil' }),
    ).toBeTruthy();
    expect(within(oilRow).getByRole('button', { name: 'Contagem de Hair Oil' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Repor' })).toBeTruthy();
  });
});
