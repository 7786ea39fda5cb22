/**
 * Follows an export's one-minute address at once: a click on a hidden link of the same origin,
 * which the browser turns into a download (the answer is an attachment) without leaving the page.
 */
export function followDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
