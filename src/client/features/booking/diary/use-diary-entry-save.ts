import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { DiarySaved } from '@shared/schemas/admin-diary';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';

/**
 * A closure's or a time off's save: once saved the form gives way to the entry (and the bookings
 * it falls on); a refusal puts the server's messages under the form's fields.
 */
export function useDiaryEntrySave<Values extends FieldValues, Item, Input>(
  useSave: (callbacks: {
    onSuccess: (answer: DiarySaved<Item>) => void;
    onError: (error: Error) => void;
  }) => { isPending: boolean; mutate: (input: Input) => void },
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  words: { saved: string; failed: string },
) {
  const [saved, setSaved] = useState<Item | null>(null);
  const save = useSave({
    onSuccess: (answer) => {
      setSaved(answer.item);
      toast.success(words.saved);
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, fields);
      toast.error(words.failed, { description: requestErrorMessage(error) });
    },
  });
  return { save, saved };
}
