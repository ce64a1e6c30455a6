/** Hands text to the browser as a file download; a long text may come in parts, never joined into one string. */
export function downloadText(filename: string, text: string | readonly string[], type: string): void {
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has queued the download; the URL is no longer needed once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
