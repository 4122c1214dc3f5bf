import { englishSeedNames, seedNamesFor } from './seedNames.js';

describe('seed names for a new workspace', () => {
  it('follow the most preferred supported language of Accept-Language, by primary subtag', () => {
    expect(seedNamesFor('fr-CA,fr;q=0.9,en;q=0.8').general).toBe('Général');
    expect(seedNamesFor('en;q=0.4, ja;q=0.9').gettingStarted).toBe('はじめに');
    expect(seedNamesFor('zh-CN').workspace).toBe('我的工作区');
    expect(seedNamesFor('de;q=0, en').general).toBe('General');
  });

  it('fall back to English for a missing, unsupported or hostile header', () => {
    expect(seedNamesFor(undefined)).toBe(englishSeedNames);
    expect(seedNamesFor('')).toBe(englishSeedNames);
    expect(seedNamesFor('xx, yy-ZZ')).toBe(englishSeedNames);
    expect(seedNamesFor('constructor, __proto__, toString')).toBe(englishSeedNames);
    expect(seedNamesFor(`${'xx,'.repeat(10_000)}de`)).toBe(englishSeedNames);
    expect(seedNamesFor('de;q=abc').general).toBe('Allgemein');
  });
});
