import { renderHook } from '@testing-library/react';
import { rateLimited } from './password-refusal.js';
import { usePasswordRefusalText } from './usePasswordRefusalText.js';

describe('usePasswordRefusalText', () => {
  it('says the limit and the wait the server said, or a plain refusal when it said none', () => {
    const { result } = renderHook(() => usePasswordRefusalText());
    const text = result.current;
    expect(text({ kind: 'passwordTooShort', minimum: 8 })).toBe('The password needs at least 8 characters.');
    expect(text({ kind: 'passwordTooShort', minimum: null })).toBe(
      'This password is too short. Choose a longer one.',
    );
    expect(text({ kind: 'passwordTooLong', maximum: 64 })).toBe(
      'The password may have at most 64 characters.',
    );
    expect(text({ kind: 'passwordTooLong', maximum: null })).toBe(
      'This password is too long. Choose a shorter one.',
    );
    expect(text(rateLimited(42))).toBe('Too many attempts. Try again in 42 seconds.');
    expect(text(rateLimited(null))).toBe('Too many attempts. Wait a moment, then try again.');
  });
});
