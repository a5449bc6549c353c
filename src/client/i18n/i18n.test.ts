import { describe, expect, test } from 'vitest';
import { enGB } from './en-GB';
import { createBackOfficeI18n } from './i18n';
import { ptBR } from './pt-BR';

/** Every leaf of a resource tree as 'a.b.c' → value (arrays' items as 'a.b.0'). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) {
    found.set(prefix, tree);
    return found;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key))
      found.set(path, leaf);
  }
  return found;
}

describe('the back office’s languages', () => {
  const languages = { 'pt-BR': leaves(ptBR), 'en-GB': leaves(enGB) };

  test.each(Object.entries(languages))('%s gives every key the other has', (name, own) => {
    for (const [other, theirs] of Object.entries(languages)) {
      if (other === name) continue;
      const missing = [...theirs.keys()].filter((key) => !own.has(key));
      expect(missing, `keys of ${other} missing from ${name}`).toEqual([]);
    }
  });

  test.each(Object.entries(languages))('%s has no empty or non-text value', (_name, own) => {
    const empty = [...own].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  test('a plural key is given in both its forms', () => {
    for (const own of Object.values(languages))
      for (const key of own.keys()) {
        if (key.endsWith('_one')) expect(own.has(key.replace(/_one$/, '_other')), key).toBe(true);
        if (key.endsWith('_other')) expect(own.has(key.replace(/_other$/, '_one')), key).toBe(true);
      }
  });

  test('each language speaks its own words, and interpolates', () => {
    const pt = createBackOfficeI18n('pt-BR');
    const en = createBackOfficeI18n('en-GB');
    expect(pt.t('dayView.appointments', { count: 1 })).toBe('1 agendamento');
    expect(pt.t('dayView.appointments', { count: 3 })).toBe('3 agendamentos');
    expect(en.t('dayView.appointments', { count: 1 })).toBe('1 appointment');
    expect(en.t('dayView.appointments', { count: 3 })).toBe('3 appointments');
    // Portuguese counts 0 as one; a list of none still reads in the plural.
    expect(pt.t('dayView.appointments', { count: 0 })).toBe('0 agendamentos');
    expect(pt.t('clients.total', { count: 0 })).toBe('0 clientes');
    expect(en.t('clients.found', { count: 0 })).toBe('0 clients found');
    expect(en.t('newAppointment.title')).toBe('New appointment');
    expect(pt.t('shell.tabs.definicoes')).toBe('Configurações');
  });
});
