import { z } from 'zod';

/** `?page=&pageSize=` of the back office's lists: pages are cut on the server. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'A página deve ser um número.' })
    .int('A página deve ser um número inteiro.')
    .min(1, 'A página começa em 1.')
    .max(100_000, 'Página inválida.')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'O tamanho da página deve ser um número.' })
    .int('O tamanho da página deve ser um número inteiro.')
    .min(1, 'O tamanho da página deve ser entre 1 e 100.')
    .max(100, 'O tamanho da página deve ser entre 1 e 100.')
    .default(20),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
