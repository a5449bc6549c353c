// When an appointment may start (issue 30, decision 046): staff at any 5-minute boundary inside the
// professional's working time; clients online on the owner's choice in Settings, the original
// fixed list or every N minutes from each professional's working start.

/** Staff start appointments on these boundaries of the clock. */
export const STAFF_START_STEP_MINUTES = 5;

/** How often online starts may recur inside a professional's working time. */
export const ONLINE_START_INTERVALS = [10, 15, 20, 30, 60] as const;
export type OnlineStartInterval = (typeof ONLINE_START_INTERVALS)[number];

/** 'fixed': the salon's original 17 times (TIME_SLOTS); 'interval': every N minutes. */
export const ONLINE_START_MODES = ['fixed', 'interval'] as const;
export type OnlineStartMode = (typeof ONLINE_START_MODES)[number];

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock time written HH:MM. */
export const isClockTime = (time: string) => CLOCK.test(time);

/** Minutes after midnight of an HH:MM time (no check: see isClockTime). */
export const clockMinutes = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An HH:MM time on a 5-minute boundary: every start anyone may book is one. */
export const onStartBoundary = (time: string) =>
  isClockTime(time) && clockMinutes(time) % STAFF_START_STEP_MINUTES === 0;

/** What staff are told when a typed time is not on a 5-minute boundary. */
export const STAFF_START_MESSAGE =
  'Escolha uma hora em múltiplos de 5 minutos (por exemplo 12:15).';
