import { extensionFor, servedTypeOf, sniffServedType } from './sniff.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
    ),
  );

describe('what a file is served as', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png', true],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', true],
    ['GIF', bytes('GIF89a....'), 'image/gif', true],
    ['WebP', bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp', true],
    ['WAV', bytes('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), 'audio/wav', true],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom'), 'video/mp4', true],
    ['QuickTime', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime', true],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image/avif', true],
    ['M4A', bytes([0, 0, 0, 0x1c], 'ftypM4A '), 'audio/mp4', true],
    [
      'WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B\u0082\u0084webm'),
      'video/webm',
      true,
    ],
    ['Ogg Vorbis', bytes('OggS\u0000\u0002', '\u0001vorbis'), 'audio/ogg', true],
    ['MP3 with ID3', bytes('ID3\u0004\u0000'), 'audio/mpeg', true],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg', true],
    ['FLAC', bytes('fLaC\u0000'), 'audio/flac', true],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf', false],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04], 'rest'), 'application/zip', false],
  ])('%s is recognised by its bytes', (_name, head, type, inline) => {
    expect(sniffServedType(head)).toMatchObject({ type, inline });
  });

  it.each([
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['XML', '<?xml version="1.0"?><a/>'],
    ['JavaScript', 'alert(document.cookie)'],
    ['text that happens to start like a bitmap', 'BM is not an image'],
    ['Matroska that is not WebM', '\u001aE\u00df\u00a3matroska'],
    ['nothing', ''],
  ])('%s is an application/octet-stream attachment', (_name, text) => {
    expect(sniffServedType(bytes(text))).toEqual({
      type: 'application/octet-stream',
      ext: 'bin',
      inline: false,
    });
  });

  it('a stored type the sniffer does not make is served as an attachment; known ones as themselves', () => {
    expect(servedTypeOf('text/html')).toMatchObject({ type: 'application/octet-stream', inline: false });
    expect(servedTypeOf('image/svg+xml')).toMatchObject({ type: 'application/octet-stream', inline: false });
    expect(servedTypeOf('image/png')).toMatchObject({ type: 'image/png', inline: true });
    expect(servedTypeOf('application/pdf')).toMatchObject({ type: 'application/pdf', inline: false });
  });

  it('the extension: an inline type’s own, else the declared type’s, else the recognised one’s', () => {
    const png = sniffServedType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(extensionFor(png, 'text/html')).toBe('png');
    const zip = sniffServedType(bytes([0x50, 0x4b, 0x03, 0x04]));
    expect(extensionFor(zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'docx',
    );
    expect(extensionFor(zip, 'application/octet-stream')).toBe('zip');
    expect(extensionFor(sniffServedType(bytes('plain')), 'text/plain')).toBe('txt');
    expect(extensionFor(sniffServedType(bytes('plain')), 'application/x-unknown')).toBe('bin');
  });
});
