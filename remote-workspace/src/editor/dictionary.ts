import type { Dictionary } from '@blocknote/core';
import { de, en, fr, ja, zh } from '@blocknote/core/locales';

const byLanguage: Readonly<Record<string, Dictionary>> = { de, en, fr, ja, zh };

/**
 * BlockNote's own words (toolbars, file panel, placeholders) in the interface's language: its dictionary for
 * the language part of the tag ('de-DE' → German), English where it has none.
 */
export function editorDictionary(language: string): Dictionary {
  return byLanguage[language.split('-')[0]?.toLowerCase() ?? 'en'] ?? en;
}
