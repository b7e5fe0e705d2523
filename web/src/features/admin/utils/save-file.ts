/** Hands a downloaded file to the browser, which saves it as `filename` (or asks where). */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
