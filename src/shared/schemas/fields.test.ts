import { afterEach, describe, expect, test, vi } from 'vitest';
import { dateOfBirthField } from './fields';

afterEach(() => {
  vi.useRealTimers();
});

describe('a date of birth', () => {
  test('may be today on the salon’s calendar, though the UTC date is still yesterday', () => {
    // 00:30 in London in summer is 23:30 UTC the day before.
    vi.useFakeTimers({ now: new Date('2026-07-01T23:30:00Z') });
    expect(dateOfBirthField.safeParse('2026-07-02').success).toBe(true);
    expect(dateOfBirthField.safeParse('2026-07-03').success).toBe(false);
  });
});
