/**
 * What an uploaded file is served as, decided from its first bytes alone: the uploader's Content-Type is
 * never trusted. Only raster images, audio and video are served as themselves (a browser may show them, and
 * none of them runs script); everything else — HTML, SVG, XML, JavaScript, text, and whatever is not
 * recognised — is `application/octet-stream` sent as an attachment. PDF keeps its type but is an attachment
 * too: browsers' PDF viewers run the file's scripts.
 */
export interface ServedType {
  type: string;
  /** The file name extension of the type (for the file id). */
  ext: string;
  /** Shown by the browser rather than downloaded. */
  inline: boolean;
}

/** How many leading bytes `sniffServedType` looks at. */
export const sniffBytes = 64;

export const unknownType: ServedType = { type: 'application/octet-stream', ext: 'bin', inline: false };

const knownTypes = new Map<string, ServedType>();

function served(type: string, ext: string, inline = true): ServedType {
  const known = { type, ext, inline };
  knownTypes.set(type, known);
  return known;
}

const png = served('image/png', 'png');
const jpeg = served('image/jpeg', 'jpg');
const gif = served('image/gif', 'gif');
const webp = served('image/webp', 'webp');
const avif = served('image/avif', 'avif');
const bmp = served('image/bmp', 'bmp');
const icon = served('image/x-icon', 'ico');
const mp4 = served('video/mp4', 'mp4');
const quicktime = served('video/quicktime', 'mov');
const webm = served('video/webm', 'webm');
const oggVideo = served('video/ogg', 'ogv');
const oggAudio = served('audio/ogg', 'ogg');
const m4a = served('audio/mp4', 'm4a');
const mp3 = served('audio/mpeg', 'mp3');
const aac = served('audio/aac', 'aac');
const wav = served('audio/wav', 'wav');
const flac = served('audio/flac', 'flac');
const pdf = served('application/pdf', 'pdf', false);
const zip = served('application/zip', 'zip', false);

/**
 * How a stored `served_type` is sent: as itself only when it is one this sniffer makes, shown inline only
 * when that type is; anything else (an older or altered row) as an `application/octet-stream` attachment.
 */
export function servedTypeOf(storedType: string): ServedType {
  return knownTypes.get(storedType) ?? unknownType;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, magic: readonly number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((byte, index) => bytes[offset + index] === byte);

/** ISO base media files (MP4, QuickTime, M4A, AVIF): `ftyp` at 4, then the major brand. */
function isoMedia(bytes: Uint8Array): ServedType | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const brand = ascii(bytes, 8, 12);
  if (brand === 'avif' || brand === 'avis') return avif;
  if (brand === 'qt  ') return quicktime;
  if (brand === 'M4A ' || brand === 'M4B ') return m4a;
  if (/^(isom|iso[2-9]|mp4[12]|avc1|dash|M4V |M4VH|M4VP|mmp4|MSNV|f4v )$/.test(brand)) return mp4;
  return undefined;
}

/** `bytes`: the file's first bytes (at least `sniffBytes` of them when the file is that long). */
export function sniffServedType(bytes: Uint8Array): ServedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return gif;
  if (ascii(bytes, 0, 4) === 'RIFF' && bytes.length >= 12) {
    const form = ascii(bytes, 8, 12);
    if (form === 'WEBP') return webp;
    if (form === 'WAVE') return wav;
  }
  // "BM", then a DIB header whose size names one of the known header versions (text rarely starts so).
  if (startsWith(bytes, [0x42, 0x4d]) && [12, 40, 52, 56, 64, 108, 124].includes(bytes[14] ?? 0)) {
    if (bytes[15] === 0 && bytes[16] === 0 && bytes[17] === 0) return bmp;
  }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22) return icon;
  const iso = isoMedia(bytes);
  if (iso !== undefined) return iso;
  // Matroska is WebM only when its DocType says so (other Matroska files rarely play in a browser).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, Math.min(bytes.length, sniffBytes)).includes('webm') ? webm : unknownType;
  }
  if (ascii(bytes, 0, 4) === 'OggS') {
    return ascii(bytes, 0, Math.min(bytes.length, sniffBytes)).includes('theora') ? oggVideo : oggAudio;
  }
  if (ascii(bytes, 0, 4) === 'fLaC') return flac;
  if (ascii(bytes, 0, 3) === 'ID3') return mp3;
  if (bytes[0] === 0xff && bytes.length >= 4) {
    const second = bytes[1] ?? 0;
    if ((second & 0xf6) === 0xf0) return aac; // ADTS: sync, layer 00
    if ((second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return mp3; // MPEG audio: sync, layer ≠ 00
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return pdf;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zip;
  return unknownType;
}

/** Extensions of declared types worth keeping in a file id (a download's name); only a lookup, never served. */
const declaredExtensions: Record<string, string> = {
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/markdown': 'md',
  'text/html': 'html',
  'image/svg+xml': 'svg',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/epub+zip': 'epub',
  'application/gzip': 'gz',
  'application/x-tar': 'tar',
  'application/x-7z-compressed': '7z',
  'application/rtf': 'rtf',
};

/**
 * The extension of a file id: the recognised type's when it is shown inline (its bytes decide), else the
 * declared type's when known (a .docx is a zip by its bytes), else the recognised one's (`bin` at worst).
 */
export function extensionFor(served: ServedType, declaredType: string): string {
  if (served.inline) return served.ext;
  return declaredExtensions[declaredType] ?? served.ext;
}
