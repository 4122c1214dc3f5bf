import styled from 'styled-components';
import type { Person } from './commentsApi';

const size = 32;

const Picture = styled.img`
  width: ${size}px;
  height: ${size}px;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

const Initial = styled.span`
  width: ${size}px;
  height: ${size}px;
  flex: none;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: var(--quire-primary-soft);
  color: var(--quire-text);
  font-weight: 600;
  text-transform: uppercase;
`;

/** Only pictures the browser fetches as pictures: http(s) or this site's own paths. */
const pictureUrl = /^(https?:\/\/|\/(?!\/))/i;

/** A commenter's picture, or the first letter of their name on a tinted disc. */
export function Avatar({ person }: { person: Person | null }) {
  const url = person?.avatar_url ?? null;
  if (url !== null && pictureUrl.test(url)) {
    return <Picture src={url} alt="" loading="lazy" referrerPolicy="no-referrer" />;
  }
  const initial = Array.from(person?.name.trim() ?? '')[0] ?? '?';
  return <Initial aria-hidden="true">{initial}</Initial>;
}
