import { useId } from 'react';
import type { CatalogueProfessional } from '@shared/catalogue-schema';
import { cn } from '@client/lib/cn';

/** Step 2: who does the visit; '' is 'No preference' (each part goes to whoever is free). */
export function ProfessionalPicker({
  professionals,
  value,
  onChange,
}: {
  professionals: readonly CatalogueProfessional[];
  value: string;
  onChange: (professionalId: string) => void;
}) {
  const name = useId();
  const options = [
    { id: '', name: 'No preference', role: 'Whoever is free first' },
    ...professionals,
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-2xl text-ink">2. Choose your professional</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id || 'any'}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-gold-deep',
              value === option.id
                ? 'border-ink bg-ink text-ivory'
                : 'border-ink/15 bg-white/70 text-ink hover:border-ink/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="sr-only"
            />
            <span className="min-w-0">
              <span className="block font-medium">{option.name}</span>
              <span
                className={cn(
                  'block text-xs',
                  value === option.id ? 'text-ivory/75' : 'text-taupe',
                )}
              >
                {option.role}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
