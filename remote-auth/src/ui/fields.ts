import styled from 'styled-components';

// The form parts every sign-in step uses, styled with the theme's CSS variables so that both themes read.

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Label = styled.label`
  color: var(--quire-text);
  font-size: 13px;
  font-weight: 500;
`;

export const Input = styled.input`
  height: 40px;
  padding: 0 12px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);
  background: var(--quire-surface, transparent);
  color: var(--quire-text);
  font: inherit;

  &::placeholder {
    color: var(--quire-text-secondary);
    opacity: 1;
  }

  &[aria-invalid='true'] {
    border-color: var(--quire-error);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 1px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

/** A secondary action that reads as a link ('Forgot password?'); a button, since it changes the form. */
export const TextButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 2px;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

export const StepTitle = styled.h3`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;
