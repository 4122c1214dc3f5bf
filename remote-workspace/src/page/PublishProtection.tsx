import { Button, Input } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublishInfo, PublishSettings } from '../data/publish';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-top: 10px;
  font-size: 13px;

  label {
    color: var(--quire-text-secondary);
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;

  input {
    flex: 1;
    min-width: 0;
  }
`;

/** The date input's value (YYYY-MM-DD, local) of an RFC 3339 time. */
function dateValue(expiresAt: string | null): string {
  if (expiresAt === null) return '';
  const date = new Date(expiresAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface Props {
  info: PublishInfo;
  disabled: boolean;
  onChange: (settings: PublishSettings) => void;
}

/** A password (set or remove) and an expiry date (the page stops being readable at the end of that day). */
export function PublishProtection({ info, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <Section>
      <label htmlFor="publish-password">
        {info.password_protected
          ? t('workspace.publish.password.protected', 'Readers need a password.')
          : t('workspace.publish.password.label', 'Password')}
      </label>
      <Row>
        <Input
          id="publish-password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          data-testid="publish-password-input"
          value={password}
          disabled={disabled}
          placeholder={
            info.password_protected
              ? t('workspace.publish.password.change', 'New password')
              : t('workspace.publish.password.placeholder', 'No password')
          }
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <Button
          size="small"
          data-testid="publish-password-set"
          disabled={disabled || password === ''}
          onClick={() => {
            onChange({ password });
            setPassword('');
          }}
        >
          {t('workspace.publish.password.set', 'Set')}
        </Button>
        {info.password_protected && (
          <Button
            size="small"
            variant="ghost"
            data-testid="publish-password-remove"
            disabled={disabled}
            onClick={() => {
              onChange({ password: null });
            }}
          >
            {t('workspace.publish.password.remove', 'Remove')}
          </Button>
        )}
      </Row>
      <label htmlFor="publish-expiry">{t('workspace.publish.expiry.label', 'Readable until')}</label>
      <Row>
        <Input
          id="publish-expiry"
          type="date"
          data-testid="publish-expiry-input"
          value={dateValue(info.expires_at)}
          disabled={disabled}
          onChange={(event) => {
            const day = event.target.value;
            onChange({ expires_at: day === '' ? null : new Date(`${day}T23:59:59`).toISOString() });
          }}
        />
        {info.expires_at !== null && (
          <Button
            size="small"
            variant="ghost"
            data-testid="publish-expiry-clear"
            disabled={disabled}
            onClick={() => {
              onChange({ expires_at: null });
            }}
          >
            {t('workspace.publish.expiry.clear', 'No expiry')}
          </Button>
        )}
      </Row>
    </Section>
  );
}
