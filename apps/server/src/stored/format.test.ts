import { z } from 'zod';
import { readStored, writeStored, type StoredFormat } from './format.js';
import { pageExtraFormat, spaceSettingsFormat, userMetadataFormat, viewIconFormat } from './formats.js';

/** A format at version 2 whose history renamed `colour` (v0, v1) to `color` (v2). */
const renamed: StoredFormat<{ color: string }> = {
  name: 'test.renamed',
  version: 2,
  schema: z.object({ color: z.string() }),
  migrations: {
    0: (value) => value,
    1: (value) => {
      const { colour, ...rest } = value as { colour?: unknown };
      return { ...rest, color: colour };
    },
  },
  fallback: () => ({ color: 'none' }),
};

describe('stored formats', () => {
  it('writes the value wrapped with its format name and version', () => {
    expect(JSON.parse(writeStored(pageExtraFormat, { font: 'serif' }))).toEqual({
      $format: 'view.page-extra',
      $version: 1,
      data: { font: 'serif' },
    });
    expect(readStored(pageExtraFormat, writeStored(pageExtraFormat, { font: 'serif' }))).toEqual({
      font: 'serif',
    });
  });

  it('reads the unversioned values of the first releases (version 0) for every stored JSON', () => {
    expect(readStored(pageExtraFormat, '{"cover":{"type":"color","value":"#fff"},"font":"serif"}')).toEqual({
      cover: { type: 'color', value: '#fff' },
      font: 'serif',
    });
    expect(readStored(pageExtraFormat, '{}')).toEqual({});
    expect(
      readStored(
        spaceSettingsFormat,
        '{"space_icon":"space_icon_2","space_icon_color":"#112233","space_created_at":5}',
      ),
    ).toEqual({ space_icon: 'space_icon_2', space_icon_color: '#112233', space_created_at: 5 });
    expect(readStored(viewIconFormat, '{"ty":0,"value":"📄"}')).toEqual({ ty: 0, value: '📄' });
    expect(readStored(userMetadataFormat, '{"icon_url":"https://a.test/i.png","theme":"dark"}')).toEqual({
      icon_url: 'https://a.test/i.png',
      theme: 'dark',
    });
  });

  it('migrates step by step from any older version', () => {
    expect(readStored(renamed, '{"colour":"red"}')).toEqual({ color: 'red' });
    expect(readStored(renamed, '{"$format":"test.renamed","$version":1,"data":{"colour":"blue"}}')).toEqual({
      color: 'blue',
    });
    expect(readStored(renamed, '{"$format":"test.renamed","$version":2,"data":{"color":"green"}}')).toEqual({
      color: 'green',
    });
  });

  it('reads junk, invalid values and versions newer than this release as the fallback', () => {
    expect(readStored(renamed, 'not json')).toEqual({ color: 'none' });
    expect(readStored(renamed, '{"colour":7}')).toEqual({ color: 'none' });
    expect(readStored(renamed, '{"$format":"test.renamed","$version":3,"data":{"color":"x"}}')).toEqual({
      color: 'none',
    });
    expect(readStored(spaceSettingsFormat, '[]')).toEqual(spaceSettingsFormat.fallback());
    expect(readStored(viewIconFormat, '{"ty":9,"value":"x"}')).toBeNull();
  });

  it('a user value shaped like a wrapper of another format stays a plain value', () => {
    const text = '{"$format":"other","$version":1,"data":{"a":1}}';
    expect(readStored(userMetadataFormat, text)).toEqual({ $format: 'other', $version: 1, data: { a: 1 } });
  });

  it('refuses to write a value its schema rejects', () => {
    expect(() => writeStored(viewIconFormat, { ty: 9, value: 'x' } as never)).toThrow();
  });
});
