/** Whether a chosen or dropped file is a picture the page can show (any image/* type). */
export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}

/**
 * An image address typed or pasted as a cover or icon: only http and https (so no javascript:, data: or
 * file: address is stored), made safe to stand inside a CSS url("…"); null for anything else.
 */
export function imageLink(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href.replaceAll('(', '%28').replaceAll(')', '%29').replaceAll("'", '%27');
}

/** The first file a drop carries, or null when it carries none (text, a link). */
export function droppedFile(transfer: DataTransfer | null): File | null {
  return transfer?.files[0] ?? null;
}

/** Whether a drag carries files, so that a drop zone accepts it. */
export function dragHasFiles(transfer: DataTransfer | null): boolean {
  return transfer !== null && Array.from(transfer.types).includes('Files');
}
