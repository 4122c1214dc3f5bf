import { Button, Input } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { imageLink } from './imageSource';
import { imageLoads, secureImageLink } from './secureImage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Refusal = styled.p`
  margin: 0;
  color: var(--quire-error, #d32f2f);
  font-size: 13px;
`;

interface Props {
  /** An https address of a picture (an http one is upgraded or refused first). */
  onLink: (url: string) => void;
  /** Whether a picture loads at an address; the browser's own check unless a test gives one. */
  probe?: (url: string) => Promise<boolean>;
}

type Refused = 'badLink' | 'insecure' | null;

/**
 * A tab of the cover and icon menus: the address of a picture on the web. https is taken as it is; an http
 * link is tried over https and used in that form when the picture loads there, refused otherwise (the
 * page's security policy shows pictures from https origins only, see `secureImage`).
 */
export function ImageLinkTab({ onLink, probe = imageLoads }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<Refused>(null);
  const [checking, setChecking] = useState(false);
  const submit = async () => {
    const url = imageLink(text);
    if (url === null) {
      setRefused('badLink');
      return;
    }
    setChecking(true);
    const secure = await secureImageLink(url, probe);
    setChecking(false);
    if ('refused' in secure) {
      setRefused(secure.refused);
      return;
    }
    setRefused(null);
    onLink(secure.url);
  };
  return (
    <Form
      data-testid="image-link"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        type="url"
        value={text}
        placeholder="https://"
        aria-label={t('workspace.image.link', 'Image link')}
        aria-invalid={refused !== null}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(null);
        }}
      />
      {refused === 'badLink' && (
        <Refusal role="alert">
          {t('workspace.image.badLink', 'Paste the address of an image starting with http:// or https://.')}
        </Refusal>
      )}
      {refused === 'insecure' && (
        <Refusal role="alert">
          {t(
            'workspace.image.insecureLink',
            'This picture is only served over http, which Quire does not load for security. Use an https link, or upload the picture.',
          )}
        </Refusal>
      )}
      <Button type="submit" size="small" disabled={text.trim() === '' || checking}>
        {checking
          ? t('workspace.image.checkingLink', 'Checking the link…')
          : t('workspace.image.useLink', 'Use this image')}
      </Button>
    </Form>
  );
}
