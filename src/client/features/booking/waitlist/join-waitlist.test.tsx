import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shared/waitlist';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { JoinWaitlist } from './join-waitlist';

const SERVICE = '11111111-1111-4111-8111-111111111111';
const signedIn = { 'GET /api/waitlist': () => ({ body: { entries: [] } }) };

describe('Join the waitlist', () => {
  // 23:30 UTC on 30 June is already 1 July on the salon's clock (British Summer Time).
  fixClockAt('2026-06-30T23:30:00Z');

  it('sends a signed-out visitor to sign in and back', async () => {
    fakeApi({
      'GET /api/waitlist': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Please sign in.' } },
      }),
    });
    renderWithApp(<JoinWaitlist serviceIds={[SERVICE]} professionalId={null} />);
    const link = await screen.findByRole('link', { name: waitlistMessages.signIn });
    expect(link.getAttribute('href')).toBe('/auth?redirect=/');
    expect(screen.queryByRole('button', { name: waitlistMessages.submit })).toBeNull();
  });

  it('asks for a part of the day, then sends the range from the salon’s today', async () => {
    const requests = fakeApi({
      ...signedIn,
      'POST /api/waitlist': ({ body }) => ({ status: 201, body: { entry: body } }),
    });
    renderWithApp(<JoinWaitlist serviceIds={[SERVICE]} professionalId={null} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^From/)).toHaveProperty('value', '2026-07-01');
    for (const part of Object.values(waitlistMessages.partLabels))
      await user.click(screen.getByLabelText(part));
    await user.click(screen.getByRole('button', { name: waitlistMessages.submit }));
    expect(await screen.findByText(waitlistMessages.partsRequired)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(screen.getByLabelText(waitlistMessages.partLabels.evening));
    await user.click(screen.getByRole('button', { name: waitlistMessages.submit }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      serviceId: SERVICE,
      professionalId: null,
      fromDate: '2026-07-01',
      toDate: '2026-07-15',
      parts: ['evening'],
    });
  });

  it('shows the server’s message for a field', async () => {
    fakeApi({
      ...signedIn,
      'POST /api/waitlist': () => ({
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: waitlistMessages.tooFar,
            fields: { toDate: waitlistMessages.tooFar },
          },
        },
      }),
    });
    renderWithApp(<JoinWaitlist serviceIds={[SERVICE]} professionalId={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: waitlistMessages.submit }));
    expect(await screen.findAllByText(waitlistMessages.tooFar)).toHaveLength(2);
  });
});
