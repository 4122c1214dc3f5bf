import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageIcon } from '../PageIcon';
import { CRUMB_MAX_WIDTH, CRUMB_TITLE_MAX_WIDTH } from './constants';
import { foldCrumbs, type Crumb } from './crumbs';
import { useOpenCrumb } from './useOpenCrumb';

/** The namespace of the page the trail belongs to (the route's). */
function useNamespace(): string {
  return useParams().namespace ?? '';
}

const Trail = styled.ol`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  min-width: 0;
  & + &::before {
    content: '/';
    margin: 0 4px;
    color: var(--quire-text-secondary);
  }
`;

const Label = styled.span<{ $max: number }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: ${({ $max }) => $max}px;
  padding: 2px 6px;
  border-radius: 6px;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  a&:hover {
    background: var(--quire-hover);
  }
`;

const MenuButton = styled.button.attrs({ type: 'button' })`
  padding: 2px 6px;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: var(--quire-hover);
  }
`;

const Menu = styled.ul`
  position: absolute;
  z-index: 30;
  top: 100%;
  left: 0;
  min-width: 160px;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid var(--quire-border);
  border-radius: 8px;
  background: var(--quire-surface-raised);
  box-shadow: var(--quire-shadow-popover);
`;

const Unknown = styled(Label).attrs({ as: 'button', type: 'button' })`
  border: none;
  background: transparent;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: var(--quire-hover);
  }
`;

function CrumbLabel({ crumb, current }: { crumb: Crumb; current: boolean }) {
  const { t } = useTranslation();
  const open = useOpenCrumb(useNamespace());
  const content = (
    <>
      <PageIcon icon={crumb.icon} size={16} />
      <span>{crumb.name || t('publish.untitled', 'Untitled')}</span>
    </>
  );
  const max = current ? CRUMB_TITLE_MAX_WIDTH : CRUMB_MAX_WIDTH;
  if (current) {
    return (
      <Label $max={max} aria-current="page" title={crumb.name}>
        {content}
      </Label>
    );
  }
  if (crumb.unknown) {
    return (
      <Unknown
        $max={max}
        title={crumb.name}
        onClick={() => {
          void open(crumb.viewId);
        }}
      >
        {content}
      </Unknown>
    );
  }
  return crumb.href === undefined ? (
    <Label $max={max} title={crumb.name}>
      {content}
    </Label>
  ) : (
    <Label $max={max} as={Link} to={crumb.href} title={crumb.name}>
      {content}
    </Label>
  );
}

/** The folded middle of a long trail: a "…" button opening the list of those crumbs. */
function Folded({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', away);
    };
  }, [open]);
  return (
    <Step ref={root} style={{ position: 'relative' }}>
      <MenuButton
        data-testid="publish-breadcrumb-more"
        aria-label={t('publish.breadcrumb.more', 'More pages')}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        …
      </MenuButton>
      {open && (
        <Menu data-testid="publish-breadcrumb-menu">
          {crumbs.map((crumb) => (
            <li key={crumb.viewId}>
              <CrumbLabel crumb={crumb} current={false} />
            </li>
          ))}
        </Menu>
      )}
    </Step>
  );
}

/** The trail from the space to the page (spec 000 §2 "Breadcrumb"); published ancestors are links. */
export function Breadcrumb({ crumbs, mobile }: { crumbs: readonly Crumb[]; mobile: boolean }) {
  const { t } = useTranslation();
  const { first, folded, last } = foldCrumbs(crumbs, mobile);
  const lastId = crumbs.at(-1)?.viewId;
  const step = (crumb: Crumb) => (
    <Step key={crumb.viewId} data-testid="publish-crumb">
      <CrumbLabel crumb={crumb} current={crumb.viewId === lastId} />
    </Step>
  );
  return (
    <nav aria-label={t('publish.breadcrumb.label', 'Breadcrumb')} style={{ minWidth: 0 }}>
      <Trail data-testid="publish-breadcrumb">
        {first.map(step)}
        {folded.length > 0 && <Folded crumbs={folded} />}
        {last.map(step)}
      </Trail>
    </nav>
  );
}
