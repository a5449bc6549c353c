import { createHash } from 'node:crypto';
import type { FormContent } from '@shared/clinical-forms';

/** JSON with every object's keys sorted, so the same content always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The SHA-256 of a version's questions (hex): a signature records it, so what the client was
 * shown can be proven against the stored version (the seed migration's hashes match this).
 */
export const contentHash = (content: FormContent) =>
  createHash('sha256').update(canonical(content)).digest('hex');
