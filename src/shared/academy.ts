/** Facts about the mini courses that the shop, My Courses and the back office share. */

/** The invented "original" price shown struck through beside the real one (spec §3). */
export const ORIGINAL_PRICE_MULTIPLIER = 1.5;

/** Fixed display values every course card shows (spec §3). */
export const COURSE_FACTS = {
  duration: '3h',
  students: '100+',
  rating: '4.8',
  level: 'Beginner',
} as const;

/** The course artwork; the image is picked by keywords in the name unless the owner chose one. */
export const COURSE_ARTS = [
  'course-cabelo',
  'course-skincare',
  'course-unha',
  'course-maquiagem',
] as const;
export type CourseArt = (typeof COURSE_ARTS)[number];

const KEYWORD_ART: [keyword: string, art: CourseArt][] = [
  ['cabelo', 'course-cabelo'],
  ['skincare', 'course-skincare'],
  ['unha', 'course-unha'],
  ['maquiagem', 'course-maquiagem'],
];

export function isCourseArt(value: unknown): value is CourseArt {
  return typeof value === 'string' && (COURSE_ARTS as readonly string[]).includes(value);
}

/** The course's image: the owner's choice, else the first keyword found in the name, else hair. */
export function courseArt(course: { name: string; imageUrl?: string | null }): CourseArt {
  if (isCourseArt(course.imageUrl)) return course.imageUrl;
  const name = course.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return KEYWORD_ART.find(([keyword]) => name.includes(keyword))?.[1] ?? 'course-cabelo';
}

export function originalPricePence(pricePence: number): number {
  return Math.round(pricePence * ORIGINAL_PRICE_MULTIPLIER);
}

/**
 * A material's file name: the course's name with the material's number and .pdf (spec §9), with
 * the characters file systems refuse left out.
 */
export function materialFileName(courseName: string, number: number): string {
  const safe = [...courseName]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Curso'} - Material ${number}.pdf`;
}

/** The largest PDF the back office accepts as course material. */
export const MAX_MATERIAL_BYTES = 10 * 1024 * 1024;

/** Prices the back office may set, in pence (£0.01 to £10,000). */
export const MIN_COURSE_PRICE_PENCE = 1;
export const MAX_COURSE_PRICE_PENCE = 1_000_000;

/** A course as the shop shows it. */
export interface PublicCourse {
  id: string;
  name: string;
  description: string;
  pricePence: number;
  art: CourseArt;
}

export interface MyCourseMaterial {
  id: string;
  title: string;
  /** Where the signed-in buyer opens it; the server checks the purchase on every request. */
  url: string;
  fileName: string;
}

/** A purchased course in My Courses. */
export interface MyCourse {
  courseId: string;
  name: string;
  description: string;
  art: CourseArt;
  purchaseDate: string;
  materials: MyCourseMaterial[];
}

export interface PaymentVerification {
  status: 'paid';
  course: { id: string; name: string };
}

/** What the test checkout page shows (the built-in provider, never in production). */
export interface TestCheckoutView {
  id: string;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  course: { id: string; name: string; description: string; art: CourseArt };
  amountPence: number;
  currency: string;
  email: string | null;
  /** Tied to a signed-in account: the e-mail is the account's and cannot be changed. */
  emailLocked: boolean;
  expiresAt: string;
}

export interface AdminCourseMaterial {
  id: string;
  title: string;
  position: number;
  sizeBytes: number;
  createdAt: string;
  url: string;
}

/** A course as the back office edits it. */
export interface AdminCourse {
  id: string;
  slug: string;
  name: string;
  description: string;
  pricePence: number;
  /** The chosen artwork, or null for the one picked from the name. */
  imageUrl: CourseArt | null;
  art: CourseArt;
  isActive: boolean;
  purchases: number;
  materials: AdminCourseMaterial[];
  createdAt: string;
  updatedAt: string;
}
