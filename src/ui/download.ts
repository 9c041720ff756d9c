// Hands a text to the player as a file download.
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn of the event loop: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
