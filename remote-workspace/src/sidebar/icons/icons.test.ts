import { api, setRuntimeConfig } from '@quire/shared';
import { loadIconSet, parseIconSet } from './iconCatalogs';
import { cssColor, iconPicture, spaceIconId } from './iconSources';

setRuntimeConfig({
  apiBaseUrl: 'http://quire.test',
  authBaseUrl: 'http://auth.test',
  wsUrl: 'ws://quire.test/ws/v1',
  publicUrl: 'http://quire.test',
  links: { terms: 'http://quire.test/t', privacy: 'http://quire.test/p', website: 'http://quire.test' },
});

describe('icons', () => {
  it('NAV-08 / an icon is its emoji, its picture, an icon of the set, or the layout’s glyph', () => {
    expect(iconPicture({ ty: 0, value: '🚀' }, 0)).toEqual({ kind: 'emoji', text: '🚀' });
    expect(iconPicture({ ty: 1, value: 'https://x.test/a.png' }, 0)).toEqual({
      kind: 'image',
      url: 'https://x.test/a.png',
    });
    expect(
      iconPicture({ ty: 2, value: '{"groupName":"arrows","iconName":"arrow-up","color":"0xFF00B5FF"}' }, 0),
    ).toEqual({
      kind: 'image',
      url: 'http://quire.test/af_icons/arrow-up.svg',
      color: '#00B5FF',
    });
    expect(iconPicture({ ty: 2, value: 'not json' }, 1)).toEqual({ kind: 'glyph', layout: 1 });
    expect(iconPicture(null, 3)).toEqual({ kind: 'glyph', layout: 3 });
  });

  it('space icons 1 to 15 have pictures; anything else has none', () => {
    expect(spaceIconId('space_icon_1')).toBe('briefcase');
    expect(spaceIconId('space_icon_15')).toBe('coffee');
    expect(spaceIconId('space_icon_16')).toBeNull();
    expect(spaceIconId('space_icon_0')).toBeNull();
    expect(cssColor('0xFFA34AFD')).toBe('#A34AFD');
    expect(cssColor('#123456')).toBe('#123456');
  });

  it('icons.json: ids name the pictures, names are titles; entries without an id are skipped', () => {
    expect(
      parseIconSet({
        arrows: [{ id: 'arrow-up', name: 'Arrow Up', content: '<svg/>', keywords: ['up', 3] }, { name: 'x' }],
        broken: 'nope',
      }),
    ).toEqual([{ groupName: 'arrows', iconName: 'arrow-up', title: 'Arrow Up', keywords: ['up'] }]);
    expect(parseIconSet([1, 2])).toEqual([]);
  });

  it('AST-04 / AST-03: a failed icon set read is logged and gives an empty set; the next one, shared by every caller while in flight, is made again', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const get = jest
      .spyOn(api, 'get')
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(loadIconSet()).resolves.toEqual([]);
      expect(warn).toHaveBeenCalledWith('The icon set could not be loaded', expect.any(Error));
      const first = loadIconSet();
      const second = loadIconSet();
      expect(get).toHaveBeenCalledTimes(2);
      answer({ arrows: [{ id: 'arrow-down', name: 'Down' }] });
      expect((await first).map((icon) => icon.iconName)).toEqual(['arrow-down']);
      expect(await second).toBe(await first);
    } finally {
      warn.mockRestore();
      get.mockRestore();
    }
  });
});
