/**
 * @jest-environment node
 */
import { waitPhrase } from './wait-phrase.js';

describe('waitPhrase', () => {
  it('says the wait in the reader’s language, in minutes once it is long', () => {
    expect(waitPhrase(42, 'en')).toBe('in 42 seconds');
    expect(waitPhrase(1, 'en')).toBe('in 1 second');
    expect(waitPhrase(0.2, 'en')).toBe('in 1 second');
    expect(waitPhrase(600, 'en')).toBe('in 10 minutes');
    expect(waitPhrase(61, 'de-DE')).toBe('in 61 Sekunden');
    expect(waitPhrase(125, 'fr-FR')).toBe('dans 3 minutes');
  });
});
