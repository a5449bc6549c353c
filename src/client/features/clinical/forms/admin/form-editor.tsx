import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  type AdminFormDetail,
  type FormContent,
  type FormKind,
  type FormQuestion,
} from '@shared/clinical-forms';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useCreateForm, useSaveFormVersion } from './api/forms-admin-api';
import { QuestionEditor } from './question-editor';

/** A question's id: stable across versions (answers compare by it), so only new ones get one. */
function freshQuestionId(questions: FormQuestion[]): string {
  const taken = new Set(questions.map((q) => q.id));
  let n = questions.length + 1;
  while (taken.has(`pergunta-${n}`)) n += 1;
  return `pergunta-${n}`;
}

const blankQuestion = (questions: FormQuestion[]): FormQuestion => ({
  id: freshQuestionId(questions),
  kind: 'short_text',
  label: '',
  required: true,
  options: [],
  followUp: '',
  alert: '',
});

/** A form's address from its title: lower case, no accents, words joined by hyphens. */
export const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** What is sent: a choice's blank option lines dropped (the textarea keeps them while typing). */
const cleaned = (content: FormContent): FormContent => ({
  ...content,
  questions: content.questions.map((q) => ({
    ...q,
    options: q.options.map((o) => o.trim()).filter(Boolean),
  })),
});

/**
 * Edits a form (or writes a new one). 'Salvar nova versão' stores a new version on the server:
 * the forms already signed keep the version they were signed on.
 */
export function FormEditor({
  form,
  onClose,
  onCreated,
}: {
  form: AdminFormDetail | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState<FormContent>(
    form?.content ?? { title: '', intro: '', questions: [blankQuestion([])] },
  );
  const [kind, setKind] = useState<FormKind>(form?.kind ?? 'consent');
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: Error) => setFailure(requestErrorMessage(error, t('forms.saveFailed')));
  const save = useSaveFormVersion({
    onSuccess: (saved) => {
      setFailure(null);
      toast.success(t('forms.saved', { version: saved.version }));
    },
    onError,
  });
  const create = useCreateForm({
    onSuccess: (created) => {
      setFailure(null);
      toast.success(t('forms.created'));
      onCreated(created.id);
    },
    onError,
  });
  const pending = save.isPending || create.isPending;
  const questions = content.questions;
  const setQuestions = (next: FormQuestion[]) => setContent({ ...content, questions: next });

  const submit = () => {
    const body = cleaned(content);
    if (form) save.mutate({ id: form.id, content: body });
    else create.mutate({ slug: slugOf(body.title), kind, content: body });
  };

  return (
    <form
      className="grid min-w-0 gap-5"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-heading`} className="font-display text-2xl break-words">
            {form ? form.content.title : t('forms.new')}
          </h3>
          {form && (
            <p className="text-sm text-taupe">
              {t('forms.version', { version: form.version })} · {t('forms.versionHint')}
            </p>
          )}
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          {t('forms.back')}
        </Button>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <label className="text-sm text-ink">
        {t('forms.title')}
        <input
          className={cn(fieldControlClass, 'bg-white')}
          lang="en-GB"
          value={content.title}
          onChange={(event) => setContent({ ...content, title: event.target.value })}
        />
      </label>
      {!form && (
        <label className="text-sm text-ink">
          {t('forms.formKind')}
          <select
            className={cn(fieldControlClass, 'bg-white')}
            value={kind}
            onChange={(event) => setKind(event.target.value as FormKind)}
          >
            {FORM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`forms.formKinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="text-sm text-ink">
        {t('forms.intro')}
        <textarea
          rows={4}
          lang="en-GB"
          className={cn(fieldControlClass, 'resize-y bg-white')}
          value={content.intro}
          onChange={(event) => setContent({ ...content, intro: event.target.value })}
        />
      </label>
      <p className="text-sm text-taupe">{t('forms.englishHint')}</p>
      <div className="grid gap-4">
        {questions.map((question, index) => (
          <QuestionEditor
            key={question.id}
            question={question}
            index={index}
            count={questions.length}
            onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
            onMove={(by) => {
              const next = [...questions];
              const [moved] = next.splice(index, 1);
              next.splice(index + by, 0, moved!);
              setQuestions(next);
            }}
            onRemove={() => setQuestions(questions.filter((_, i) => i !== index))}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => setQuestions([...questions, blankQuestion(questions)])}
        >
          <Plus aria-hidden />
          {t('forms.addQuestion')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {form ? t('forms.saveVersion') : t('forms.create')}
        </Button>
      </div>
    </form>
  );
}
