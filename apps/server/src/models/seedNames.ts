// The names a new workspace starts with, in the language of the person it is made for. Quire's interface
// speaks five languages (shared/locales); the seeds follow the same ones, English otherwise.

export interface SeedNames {
  workspace: string;
  general: string;
  private: string;
  gettingStarted: string;
}

export const englishSeedNames: SeedNames = {
  workspace: 'My Workspace',
  general: 'General',
  private: 'Private',
  gettingStarted: 'Getting started',
};

const byLanguage: Record<string, SeedNames> = {
  en: englishSeedNames,
  de: {
    workspace: 'Mein Arbeitsbereich',
    general: 'Allgemein',
    private: 'Privat',
    gettingStarted: 'Erste Schritte',
  },
  fr: {
    workspace: 'Mon espace de travail',
    general: 'Général',
    private: 'Privé',
    gettingStarted: 'Pour commencer',
  },
  ja: {
    workspace: 'マイワークスペース',
    general: '一般',
    private: 'プライベート',
    gettingStarted: 'はじめに',
  },
  zh: { workspace: '我的工作区', general: '通用', private: '私人', gettingStarted: '快速入门' },
};

/** At most this many language ranges of a header are looked at: the header is the client's to make long. */
const maxRanges = 20;

/**
 * The seed names for an `Accept-Language` header: the supported language with the highest q-value (by its
 * primary subtag, so `fr-CA` is French), English when none is supported or the header is missing.
 */
export function seedNamesFor(acceptLanguage: string | undefined): SeedNames {
  if (acceptLanguage === undefined) return englishSeedNames;
  const ranges = acceptLanguage
    .slice(0, 1024)
    .split(',')
    .slice(0, maxRanges)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((range) => range.q > 0 && Object.hasOwn(byLanguage, range.language))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const chosen = ranges[0]?.language;
  return chosen === undefined ? englishSeedNames : (byLanguage[chosen] ?? englishSeedNames);
}
