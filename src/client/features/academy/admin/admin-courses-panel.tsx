import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import type { AdminCourse } from '@shared/academy';
import { formatGbp } from '@shared/money';
import { ListStates, useLoadErrorToast } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { ArtImage } from '@client/components/ui/art-image';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { adminCoursesQuery, useCreateCourse, useUpdateCourse } from './api/courses-admin-api';
import { CourseForm } from './course-form';
import { useCourseErrorText } from './course-error-text';
import { CourseMaterialsEditor } from './course-materials-editor';

function ActiveSwitch({ course }: { course: AdminCourse }) {
  const { t } = useTranslation();
  const errorText = useCourseErrorText();
  const toggle = useUpdateCourse({
    onSuccess: (updated) => {
      toast.success(updated.isActive ? t('courses.activated') : t('courses.deactivated'), {
        description: updated.isActive
          ? t('courses.activatedDetail')
          : t('courses.deactivatedDetail'),
      });
    },
    onError: (error) => toast.error(t('courses.updateFailed'), { description: errorText(error) }),
  });
  const on = toggle.isPending ? !course.isActive : course.isActive;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t('courses.activeOf', { name: course.name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id: course.id, patch: { isActive: !course.isActive } })}
      className="inline-flex items-center gap-2.5 text-sm text-ink disabled:opacity-60"
    >
      <span
        aria-hidden
        className={cn(
          'relative h-6 w-11 rounded-full transition-colors',
          on ? 'bg-gold-deep' : 'bg-ink/20',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-5',
          )}
        />
      </span>
      {t('courses.active')}
    </button>
  );
}

function CourseRow({ course }: { course: AdminCourse }) {
  const { t } = useTranslation();
  const errorText = useCourseErrorText();
  const [editing, setEditing] = useState(false);
  const save = useUpdateCourse({
    onSuccess: () => {
      setEditing(false);
      toast.success(t('courses.updated'));
    },
    onError: (error) => toast.error(t('courses.saveFailed'), { description: errorText(error) }),
  });

  return (
    <li className={cn(card(), 'p-5 sm:p-7')}>
      <div className="flex flex-col gap-5 sm:flex-row">
        <ArtImage
          name={course.art}
          width={800}
          height={600}
          alt=""
          className="aspect-[4/3] w-full shrink-0 rounded-2xl object-cover sm:w-40"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="mr-2 text-2xl leading-tight">{course.name}</h3>
            <Badge tone={course.isActive ? 'gold' : 'outline'}>
              {course.isActive ? t('courses.active') : t('courses.inactive')}
            </Badge>
          </div>
          <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-taupe">
            {course.description}
          </p>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-taupe">{t('courses.price')}</dt>
              <dd className="font-medium text-ink">{formatGbp(course.pricePence)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-taupe">{t('courses.sales')}</dt>
              <dd className="font-medium text-ink">{course.purchases}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-taupe">{t('courses.materials')}</dt>
              <dd className="font-medium text-ink">{course.materials.length}</dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <ActiveSwitch course={course} />
            {!editing && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                {t('courses.edit')}
                <span className="sr-only">{course.name}</span>
              </Button>
            )}
          </div>
        </div>
      </div>
      {editing && (
        <div className="mt-6 border-t border-ink/10 pt-6">
          <CourseForm
            course={course}
            busy={save.isPending}
            serverError={save.error}
            onSubmit={(patch) => save.mutate({ id: course.id, patch })}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
      <div className="mt-6 border-t border-ink/10 pt-6">
        <CourseMaterialsEditor course={course} />
      </div>
    </li>
  );
}

/**
 * The back office's courses tab: every course (active or not), its price in £ and sales, a form to
 * create or edit one, the active toggle, and its PDF materials. Self-contained: it loads and saves
 * through the admin API, which checks the administrator on every call.
 */
export function AdminCoursesPanel() {
  const { t } = useTranslation();
  const errorText = useCourseErrorText();
  const courses = useQuery(adminCoursesQuery);
  const [creating, setCreating] = useState(false);
  const create = useCreateCourse({
    onSuccess: () => {
      setCreating(false);
      toast.success(t('courses.created'), { description: t('courses.createdDetail') });
    },
    onError: (error) => toast.error(t('courses.createFailed'), { description: errorText(error) }),
  });

  useLoadErrorToast(courses.isError, t('courses.loadFailed'));

  return (
    <section aria-labelledby="admin-courses-heading">
      <PanelHeader
        id="admin-courses-heading"
        title={t('shell.tabs.cursos')}
        lead={t('courses.lead')}
      >
        {!creating && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('courses.new')}
          </Button>
        )}
      </PanelHeader>

      {creating && (
        <div className={cn(card(), 'mb-8 border-gold/40 p-5 sm:p-7')}>
          <h3 className="mb-5 flex items-center gap-2 text-2xl">
            <GraduationCap aria-hidden className="size-5 text-gold-deep" />
            {t('courses.new')}
          </h3>
          <CourseForm
            busy={create.isPending}
            serverError={create.error}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => setCreating(false)}
          />
        </div>
      )}

      <ListStates
        query={courses}
        items={(list) => list}
        loadError={t('courses.loadFailed')}
        empty={t('courses.empty')}
      >
        {(list) => (
          <ul className="grid gap-6">
            {list.map((course) => (
              <CourseRow key={course.id} course={course} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
