import { CalendarCheck, Eye, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import type { MyCourse } from '@shared/academy';
import { formatInstant } from '@shared/salon-dates';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { CourseArticle } from './course-article';
import { downloadAllMaterials, viewFirstMaterial } from './open-materials';

/** A purchased course: what it is, when it was bought, and its materials. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  const [busy, setBusy] = useState<'view' | 'print' | null>(null);
  const run = (kind: 'view' | 'print', action: () => Promise<unknown>) => {
    setBusy(kind);
    void action().finally(() => setBusy(null));
  };
  const count = course.materials.length;
  const headingId = `my-course-${course.courseId}`;

  return (
    <CourseArticle
      headingId={headingId}
      art={course.art}
      className="grid overflow-hidden md:grid-cols-[18rem_1fr]"
      imageClassName="aspect-[4/3] h-full w-full object-cover md:aspect-auto"
    >
      <div className="flex flex-col p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} lang="pt-BR" className="text-3xl leading-tight">
            {course.name}
          </h2>
          <Badge tone="gold">Purchased</Badge>
        </div>
        <p lang="pt-BR" className="mt-3 leading-relaxed text-taupe">
          {course.description}
        </p>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm text-ink-soft">
          <div className="flex items-center gap-2">
            <CalendarCheck aria-hidden className="size-4 text-gold-deep" />
            <dt>Purchased on</dt>
            <dd className="font-medium">
              <time dateTime={course.purchaseDate}>
                {formatInstant(course.purchaseDate, 'date')}
              </time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <FileText aria-hidden className="size-4 text-gold-deep" />
            <dt className="sr-only">Materials</dt>
            <dd>
              {count === 0
                ? 'Materials in preparation'
                : `${count} ${count === 1 ? 'material' : 'materials'}`}
            </dd>
          </div>
        </dl>
        {count > 0 && (
          <ul className="mt-4 space-y-1 text-sm text-taupe" lang="pt-BR">
            {course.materials.map((material, index) => (
              <li key={material.id}>
                {index + 1}. {material.title}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Button
            disabled={busy !== null}
            onClick={() => run('view', () => viewFirstMaterial(course))}
          >
            {busy === 'view' ? <Spinner /> : <Eye aria-hidden />}
            View Course Material
          </Button>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => run('print', () => downloadAllMaterials(course))}
          >
            {busy === 'print' ? <Spinner /> : <Printer aria-hidden />}
            Open for Printing
          </Button>
        </div>
      </div>
    </CourseArticle>
  );
}
