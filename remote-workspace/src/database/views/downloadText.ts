/** Characters file systems refuse in a name. */
const unsafeName = /[\\/:*?"<>|]/g;

/** Control characters as spaces (code units: they are never part of a surrogate pair). */
function withoutControls(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    out += unit < 32 || unit === 127 ? ' ' : text.charAt(i);
  }
  return out;
}

/** A page name made safe as a file name (never empty, at most 100 characters). */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = withoutControls(name).replace(unsafeName, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  return cleaned === '' ? fallback : cleaned;
}

/** Hands `text` to the browser as a download named `fileName`. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
