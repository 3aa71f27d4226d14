/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadTextFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
