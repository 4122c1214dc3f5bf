import type { ButtonHTMLAttributes, Ref } from 'react';
import { styled, css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a busy state and ignores clicks (e.g. while a magic link is being sent). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function variantStyle(variant: ButtonVariant) {
  switch (variant) {
    case 'primary':
      return css`
        background: var(--quire-primary, #00bcf0);
        border-color: var(--quire-primary, #00bcf0);
        color: var(--quire-on-primary, #1f2329);
        &:hover:not(:disabled) {
          background: var(--quire-primary-hover, #00a5d4);
          border-color: var(--quire-primary-hover, #00a5d4);
        }
      `;
    case 'secondary':
      return css`
        background: transparent;
        border-color: var(--quire-border, #dee0e3);
        color: var(--quire-text, #1f2329);
        &:hover:not(:disabled) {
          background: var(--quire-hover, rgba(31, 35, 41, 0.06));
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        border-color: transparent;
        color: var(--quire-text, #1f2329);
        &:hover:not(:disabled) {
          background: var(--quire-hover, rgba(31, 35, 41, 0.06));
        }
      `;
    case 'danger':
      return css`
        background: var(--quire-error, #c62828);
        border-color: var(--quire-error, #c62828);
        color: var(--quire-on-error, #fff);
        &:hover:not(:disabled) {
          filter: brightness(0.95);
        }
      `;
  }
}

const heights: Record<ButtonSize, string> = { small: '28px', medium: '36px', large: '44px' };

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${({ $size }) => heights[$size]};
  padding: 0 ${({ $size }) => ($size === 'small' ? '10px' : '16px')};
  border: 1px solid transparent;
  border-radius: var(--quire-radius-medium, 8px);
  font: inherit;
  font-size: ${({ $size }) => ($size === 'small' ? '13px' : '14px')};
  font-weight: 500;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease;
  ${({ $variant }) => variantStyle($variant)}

  &:focus-visible {
    outline: 2px solid var(--quire-focus, rgba(0, 188, 240, 0.4));
    outline-offset: 2px;
  }

  &:disabled {
    cursor: default;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Spinner = styled.span`
  width: 12px;
  height: 12px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: quire-spin 0.8s linear infinite;

  @keyframes quire-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** The shared button. `type` defaults to "button" so that a button inside a form never submits by accident. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  loading = false,
  type = 'button',
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
