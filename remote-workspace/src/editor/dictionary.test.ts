import { editorDictionary } from './dictionary';

describe('editorDictionary', () => {
  it.each([
    ['en', 'Embed'],
    ['de-DE', 'Einbetten'],
    ['fr-FR', 'Intégrer'],
    ['ja-JP', '埋め込み'],
    ['zh-CN', '嵌入'],
  ])('I18N-07 / the editor’s own toolbars follow the interface language: %s', (language, embed) => {
    expect(editorDictionary(language).file_panel.embed.title).toBe(embed);
  });

  it('I18N-06 / a language BlockNote does not speak falls back to English', () => {
    expect(editorDictionary('xx-YY').file_panel.embed.title).toBe('Embed');
  });
});
