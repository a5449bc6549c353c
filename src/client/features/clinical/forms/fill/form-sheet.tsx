import { PenLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { answersProblem, type FillForm, type FormAnswer } from '@shared/clinical-forms';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
} from '@client/components/ui/form-field';
import { FormAlert } from '@client/components/ui/form-alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { useSignForm } from './api/form-fill-api';
import { QuestionField } from './question-field';
import { SignaturePad } from './signature-pad';

type Errors = Record<string, string>;

/** The server names a wrong answer `answers.<questionId>`; the page keys errors by question id. */
function serverFieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([key, message]) => [key.replace(/^answers\./, ''), message]),
  );
}

/**
 * One form on its own page: its questions, then the typed full name and the drawn signature.
 * 'Sign' checks the answers here first (the same rules the server applies) so the client sees
 * every message next to its question without a round trip.
 */
export function FormSheet({
  token,
  form,
  onSigned,
}: {
  token: string;
  form: FillForm;
  onSigned: (title: string) => void;
}) {
  const { content } = form;
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>({});
  const [typedName, setTypedName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const sign = useSignForm(token, {
    onSuccess: () => onSigned(content.title),
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const setAnswer = (questionId: string, answer: FormAnswer | undefined) => {
    setAnswers((all) => {
      const next = { ...all };
      if (answer) next[questionId] = answer;
      else delete next[questionId];
      return next;
    });
    setErrors(({ [questionId]: _, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    // answersProblem stops at the first problem: ask it once per question to list them all.
    for (const q of content.questions) {
      const problem = answersProblem({ ...content, questions: [q] }, answers);
      if (problem) found[q.id] = problem.message;
    }
    if (typedName.trim().length < 2) found.typedName = 'Please type your full name.';
    if (!signature) found.signature = 'Please sign in the box.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      document
        .getElementById(first === 'typedName' || first === 'signature' ? first : `q-${first}`)
        ?.scrollIntoView?.({ block: 'center' });
      return;
    }
    sign.mutate({
      formId: form.formId,
      input: {
        versionId: form.versionId,
        answers,
        typedName: typedName.trim(),
        signature: signature!,
      },
    });
  };

  const problems = Object.keys(errors).length;

  return (
    <form noValidate onSubmit={submit} className="mt-8 grid gap-6 text-left">
      <h2 className="text-3xl leading-tight">{content.title}</h2>
      {content.intro && (
        <p className="leading-relaxed whitespace-pre-line text-taupe">{content.intro}</p>
      )}
      {content.questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          answer={answers[q.id]}
          error={errors[q.id]}
          onChange={(answer) => setAnswer(q.id, answer)}
        />
      ))}
      <div className="grid gap-4 rounded-3xl bg-sand/60 p-5">
        <div>
          <label htmlFor="typedName" className="font-medium text-ink">
            Your full name
          </label>
          <input
            id="typedName"
            autoComplete="name"
            className={fieldControlClass}
            value={typedName}
            onChange={(e) => {
              setTypedName(e.target.value);
              setErrors(({ typedName: _, ...rest }) => rest);
            }}
            {...fieldA11y('typedName', errors.typedName)}
          />
          <FieldError id={fieldErrorId('typedName')} message={errors.typedName} />
        </div>
        <div>
          <p className="font-medium text-ink">Your signature</p>
          <p className="text-sm text-taupe">Sign in the box with your finger or mouse.</p>
          <SignaturePad
            id="signature"
            label="Signature box"
            invalid={!!errors.signature}
            describedBy={errors.signature ? fieldErrorId('signature') : undefined}
            onChange={(png) => {
              setSignature(png);
              setErrors(({ signature: _, ...rest }) => rest);
            }}
          />
          <FieldError id={fieldErrorId('signature')} message={errors.signature} />
        </div>
      </div>
      {problems > 0 && !sign.error && (
        <FormAlert>
          Please check the {problems === 1 ? 'answer' : `${problems} answers`} marked above.
        </FormAlert>
      )}
      {sign.error && (
        <FormAlert>
          {requestErrorMessage(sign.error, 'We could not save your form. Try again.')}
        </FormAlert>
      )}
      <Button type="submit" size="lg" disabled={sign.isPending}>
        {sign.isPending ? <Spinner /> : <PenLine aria-hidden />}
        Sign
      </Button>
    </form>
  );
}
