import { describe, expect, test } from 'vitest';
import { reviewRequestDueAt } from './review-request-plan';

describe('when a review request falls due', () => {
  test.for([
    ['a winter afternoon', '2026-11-25T15:00:00Z', '2026-11-26T10:00:00Z'],
    ['a summer evening', '2026-07-14T18:00:00Z', '2026-07-15T09:00:00Z'],
    // 00:30 on 15 July in London is still 14 July in UTC: the salon's day counts.
    ['just after a summer midnight', '2026-07-14T23:30:00Z', '2026-07-16T09:00:00Z'],
    ['just before a winter midnight', '2026-11-25T23:59:00Z', '2026-11-26T10:00:00Z'],
    // Clocks go back at 02:00 BST on Sunday 25 October 2026: 10:00 that day is GMT.
    ['the Saturday before October’s change', '2026-10-24T16:00:00Z', '2026-10-25T10:00:00Z'],
    ['October’s change day itself', '2026-10-25T12:00:00Z', '2026-10-26T10:00:00Z'],
    // Clocks go forward at 01:00 GMT on Sunday 29 March 2026: 10:00 that day is BST.
    ['the Saturday before March’s change', '2026-03-28T17:00:00Z', '2026-03-29T09:00:00Z'],
    ['March’s change day itself', '2026-03-29T12:00:00Z', '2026-03-30T09:00:00Z'],
  ] as const)('%s: the next salon day at 10:00', ([, completedAt, due]) => {
    expect(reviewRequestDueAt(new Date(completedAt)).toISOString()).toBe(
      new Date(due).toISOString(),
    );
  });
});
