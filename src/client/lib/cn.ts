import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge';

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
