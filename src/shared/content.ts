import { z } from 'zod';
import type { LEGAL_PAGES } from './routes';
import { BLOG_IDS } from './routes';

export const blogTeaserSchema = z.object({
  id: z.enum(BLOG_IDS),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  /** ISO date, e.g. 2025-01-15. */
  date: z.iso.date(),
  readTime: z.string().min(1),
  image: z.string().min(1),
});
export type BlogTeaser = z.infer<typeof blogTeaserSchema>;

export type BlogArticle = BlogTeaser & { html: string };

export interface LegalDocument {
  slug: (typeof LEGAL_PAGES)[number];
  title: string;
  html: string;
}
