import { notModified, requestedRange, type ServedFile } from './serve.js';

const file: ServedFile = {
  fileId: 'abc.png',
  servedType: 'image/png',
  size: 1000,
  createdAt: '2026-03-04T05:06:07.890Z',
};

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', undefined],
    ['bytes=0-1,4-5', undefined],
    ['bytes=-', undefined],
    ['items=0-1', undefined],
  ])('%s', (range, expected) => {
    expect(requestedRange({ range }, file)).toEqual(expected);
  });

  it('If-Range: the range only when it names this file', () => {
    expect(requestedRange({ range: 'bytes=0-1', 'if-range': '"abc.png"' }, file)).toEqual({
      start: 0,
      end: 1,
    });
    expect(requestedRange({ range: 'bytes=0-1', 'if-range': '"other"' }, file)).toBeUndefined();
    expect(
      requestedRange({ range: 'bytes=0-1', 'if-range': new Date(file.createdAt).toUTCString() }, file),
    ).toEqual({ start: 0, end: 1 });
  });
});

describe('conditional requests', () => {
  it('If-None-Match wins over If-Modified-Since; weak tags and * match', () => {
    expect(notModified({ 'if-none-match': '"abc.png"' }, file)).toBe(true);
    expect(notModified({ 'if-none-match': 'W/"abc.png"' }, file)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, file)).toBe(true);
    expect(
      notModified({ 'if-none-match': '"x"', 'if-modified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' }, file),
    ).toBe(false);
  });

  it('If-Modified-Since compares whole seconds', () => {
    const lastModified = new Date(file.createdAt).toUTCString();
    expect(notModified({ 'if-modified-since': lastModified }, file)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Tue, 03 Mar 2026 00:00:00 GMT' }, file)).toBe(false);
    expect(notModified({ 'if-modified-since': 'not a date' }, file)).toBe(false);
  });
});
