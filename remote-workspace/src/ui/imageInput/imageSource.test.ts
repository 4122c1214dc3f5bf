import { imageLink, isImageFile } from './imageSource';

describe('pictures for covers and icons', () => {
  it('takes only http and https addresses, made safe inside a CSS url()', () => {
    expect(imageLink(' https://example.com/a.png ')).toBe('https://example.com/a.png');
    expect(imageLink('http://example.com/a b (2).png')).toBe('http://example.com/a%20b%20%282%29.png');
    expect(imageLink("https://example.com/it's.png")).toBe('https://example.com/it%27s.png');
    for (const refused of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'ftp://x/a.png',
      '/covers/a.png',
      'example.com/a.png',
      '',
    ])
      expect(imageLink(refused)).toBeNull();
  });

  it('takes only image files', () => {
    expect(isImageFile(new File([''], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File([''], 'a.svg', { type: 'image/svg+xml' }))).toBe(true);
    expect(isImageFile(new File([''], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new File([''], 'a.png'))).toBe(false);
  });
});
