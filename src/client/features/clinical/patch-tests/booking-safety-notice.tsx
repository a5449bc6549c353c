import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import {
  type BookingSafetyRules,
  consultationRequiredMessage,
  patchTestRequiredMessage,
} from '@shared/clinical-safety';
import { paths } from '@shared/routes';
import { api, unwrap } from '@client/lib/api-client';

export const bookingSafetyQuery = {
  queryKey: ['booking-safety'] as const,
  queryFn: async (): Promise<BookingSafetyRules> => unwrap(await api['booking-safety'].$get()),
  staleTime: 5 * 60_000,
};

/**
 * Under the treatments chosen on /book (issue 33): what must be booked first, with the link that
 * books it — a free patch test before colour, tints and lashes, a prescriber consultation before a
 * first prescription-only treatment. The server refuses the booking without them either way; this
 * says so before the visitor picks a time. A plain link (a fresh page) so /book starts over with
 * that one service chosen. Loaded lazily by the app layer: the shared rules bring zod along.
 */
export function BookingSafetyNotice({ serviceIds }: { serviceIds: string[] }) {
  const rules = useQuery(bookingSafetyQuery);
  if (!rules.data || serviceIds.length === 0) return null;
  const chosen = rules.data.services.filter((s) => serviceIds.includes(s.serviceId));
  const patchHours = chosen.reduce<number | null>(
    (most, s) => (s.patchTestHours === null ? most : Math.max(most ?? 0, s.patchTestHours)),
    null,
  );
  const prescription = chosen.some((s) => s.prescriptionOnly);
  const { patchTestServiceSlug: patchSlug, consultationServiceSlug: consultSlug } = rules.data;
  const notices: Array<{ key: string; text: string; link: string | null; action: string }> = [];
  if (patchHours !== null)
    notices.push({
      key: 'patch',
      text: patchTestRequiredMessage(patchHours),
      link: patchSlug && `${paths.book}?service=${patchSlug}`,
      action: 'Book a free patch test',
    });
  if (prescription)
    notices.push({
      key: 'prescription',
      text: consultationRequiredMessage,
      link: consultSlug && `${paths.book}?service=${consultSlug}`,
      action: 'Book the prescriber consultation',
    });
  if (notices.length === 0) return null;
  return (
    <section aria-label="Before your treatment" className="grid gap-3">
      {notices.map((notice) => (
        <div
          key={notice.key}
          className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-sand/60 px-5 py-4 sm:flex-row sm:items-center"
        >
          <ClipboardCheck aria-hidden className="size-5 shrink-0 text-gold-deep" />
          <p className="min-w-0 flex-1 text-sm text-ink">{notice.text}</p>
          {notice.link && (
            <a
              href={notice.link}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-ink px-5 text-sm font-medium text-ivory hover:bg-ink/90"
            >
              {notice.action}
            </a>
          )}
        </div>
      ))}
    </section>
  );
}
