import { Button, Input } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { imageLink } from './imageSource';

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
  /** An http or https address of a picture. */
  onLink: (url: string) => void;
}

/** A tab of the cover and icon menus: the address of a picture on the web, http or https only. */
export function ImageLinkTab({ onLink }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  return (
    <Form
      data-testid="image-link"
      onSubmit={(event) => {
        event.preventDefault();
        const url = imageLink(text);
        setRefused(url === null);
        if (url !== null) onLink(url);
      }}
    >
      <Input
        type="url"
        value={text}
        placeholder="https://"
        aria-label={t('workspace.image.link', 'Image link')}
        aria-invalid={refused}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(false);
        }}
      />
      {refused && (
        <Refusal role="alert">
          {t('workspace.image.badLink', 'Paste the address of an image starting with http:// or https://.')}
        </Refusal>
      )}
      <Button type="submit" size="small" disabled={text.trim() === ''}>
        {t('workspace.image.useLink', 'Use this image')}
      </Button>
    </Form>
  );
}
