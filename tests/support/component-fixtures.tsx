import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ROLE_PERMISSIONS, type StaffRole } from '@shared/staff-roles';
import { StaffAccessProvider } from '@client/lib/staff-access';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';

/** A bookable service as the catalogue route answers it; `overrides` set what a test is about. */
export const catalogueService = (overrides: Partial<CatalogueService> = {}): CatalogueService => ({
  id: '5e1a0000-0000-4000-8000-000000000001',
  slug: 'ladies-cut',
  name: 'Ladies Cut',
  description: 'A cut and finish.',
  category: 'cabelo',
  section: 'cabelo-cortes',
  durationMinutes: 60,
  pricePence: 4500,
  priceMaxPence: null,
  priceIsFrom: false,
  badge: null,
  benefits: [],
  maintenanceDays: null,
  bookable: true,
  sortOrder: 1,
  bufferMinutes: 0,
  adultsOnly: false,
  depositPence: null,
  professionalIds: ['9a0f0000-0000-4000-8000-000000000001'],
  ...overrides,
});

export const catalogueProfessional = (
  overrides: Partial<CatalogueProfessional> = {},
): CatalogueProfessional => ({
  id: '9a0f0000-0000-4000-8000-000000000001',
  name: 'Ana',
  role: 'Stylist',
  ...overrides,
});

/** Maria's cut with Ana on 12 June 2026 at 10:00, as the back office's routes answer it. */
export const adminAppointment = (overrides: Partial<AdminAppointment> = {}): AdminAppointment => ({
  id: 'a9900000-0000-4000-8000-000000000001',
  clientId: 'c1e00000-0000-4000-8000-000000000001',
  clientName: 'Maria Souza',
  clientEmail: 'maria@example.com',
  clientPhone: '07700 900123',
  serviceId: catalogueService().id,
  serviceName: catalogueService().name,
  serviceCategory: 'cabelo',
  durationMinutes: 60,
  bufferMinutes: 0,
  professionalName: catalogueProfessional().name,
  assignedProfessionalId: catalogueProfessional().id,
  assignedProfessionalName: catalogueProfessional().name,
  startsAt: '2026-06-12T09:00:00.000Z',
  date: '2026-06-12',
  time: '10:00',
  totalPricePence: 4500,
  notes: null,
  staffNote: null,
  status: 'confirmed',
  createdAt: '2026-06-01T09:00:00.000Z',
  deposit: null,
  cancellation: null,
  visitId: null,
  visitParts: [],
  ...overrides,
});

/** The same cut as the client's own appointments page lists it. */
export const clientAppointment = (
  overrides: Partial<ClientAppointment> = {},
): ClientAppointment => ({
  id: 'a9900000-0000-4000-8000-000000000001',
  serviceName: catalogueService().name,
  durationMinutes: 60,
  professionalName: catalogueProfessional().name,
  startsAt: '2026-06-12T09:00:00.000Z',
  date: '2026-06-12',
  time: '10:00',
  totalPricePence: 4500,
  notes: null,
  status: 'confirmed',
  cancellable: true,
  reschedulable: true,
  cancelRefundsDeposit: null,
  serviceId: catalogueService().id,
  professionalId: catalogueProfessional().id,
  deposit: null,
  ...overrides,
});

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
/** Answers one request: by method and path (`GET /api/availability`), with its search params. */
export type FakeRoute = (request: { url: URL; body: unknown }) => Answer | undefined;

/**
 * Stubs `fetch` with the API's answers, so the component under test runs its real queries and
 * mutations. Returns the requests made, to assert on what was sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: { method: string; path: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        String(input instanceof Request ? input.url : input),
        'http://salon.test',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, url, body });
      const answer = routes[`${method} ${url.pathname}`]?.({ url, body });
      if (!answer)
        return Response.json(
          { error: { code: 'not_found', message: 'Not found' } },
          { status: 404 },
        );
      return Response.json(answer.body, { status: answer.status ?? 200, headers: answer.headers });
    }),
  );
  return requests;
}

/**
 * Renders a screen with what the app gives every screen: a query client and a router, and the
 * back office's member of the team (an owner unless told).
 */
export function renderWithApp(
  ui: ReactNode,
  {
    role = 'owner',
    professionalId = null,
  }: { role?: StaffRole; professionalId?: string | null } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const staff = {
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    professionalId,
    locale: 'pt-BR' as const,
  };
  return render(
    <QueryClientProvider client={queryClient}>
      <StaffAccessProvider staff={staff}>
        <MemoryRouter>{ui}</MemoryRouter>
      </StaffAccessProvider>
    </QueryClientProvider>,
  );
}

/**
 * Fixes the clock at `instant` for each test of the file (the calendars start at today in the
 * salon); timers stay real, so Testing Library's waiting works. Unstubs `fetch` after each test.
 */
export function fixClockAt(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The desk's service search: types the start of the name and picks the service from the list. */
export async function pickService(
  user: {
    type: (element: Element, text: string) => Promise<void>;
    click: (element: Element) => Promise<void>;
  },
  service: { name: string },
) {
  const field = await screen.findByRole('combobox', { name: /^Serviço/ });
  await user.type(field, service.name.slice(0, 3));
  await user.click(
    await screen.findByRole('option', { name: new RegExp(escapeRegExp(service.name)) }),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
