/** The file name a response's `Content-Disposition` gives, or `fallback`. */
function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Saves a fetched file under the name the server gave it. Fetched rather than linked, so the page
 * can show progress and word a refusal itself instead of opening an error page.
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
