import { toast } from 'sonner';
import type { MyCourse } from '@shared/academy';

const noMaterials = () =>
  toast('Notice: No materials available', {
    description: 'No materials available for this course',
  });

/**
 * 'View Course Material': the first material in a new tab. The server is asked first (a HEAD
 * request, checked against the purchase like the download), so a refusal shows a message here
 * instead of an error page in the new tab.
 */
export async function viewFirstMaterial(course: MyCourse) {
  const first = course.materials[0];
  if (!first) return noMaterials();
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(first.url, { method: 'HEAD', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    if (tab && !tab.closed) {
      tab.opener = null;
      tab.location.replace(new URL(first.url, window.location.href).href);
    } else {
      window.location.assign(first.url);
    }
  } catch {
    tab?.close();
    toast.error('Error accessing material. Please contact us.');
  }
}

/**
 * 'Open for Printing': every material, each saved as "{course} - Material {n}.pdf" so the files
 * are easy to find and print.
 */
export async function downloadAllMaterials(course: MyCourse) {
  if (course.materials.length === 0) return noMaterials();
  try {
    for (const material of course.materials) {
      const res = await fetch(material.url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const href = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = material.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click's task is over.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    }
  } catch {
    toast.error('Download error. Please contact us.');
  }
}
