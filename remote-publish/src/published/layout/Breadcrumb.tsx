import { CrumbContent, foldCrumbs } from '@quire/shared/render';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CRUMB_MAX_WIDTH, CRUMB_TITLE_MAX_WIDTH } from './constants';
import type { Crumb } from './crumbs';
import { useOpenCrumb } from './useOpenCrumb';

// The trail's steps and labels are the frame's classes (`publishFrameStyles`), which the server's copy of the
// page uses too: the remote's trail lands exactly where the server drew it.

/** The namespace of the page the trail belongs to (the route's). */
function useNamespace(): string {
  return useParams().namespace ?? '';
}

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

function CrumbLabel({ crumb, current }: { crumb: Crumb; current: boolean }) {
  const { t } = useTranslation();
  const open = useOpenCrumb(useNamespace());
  const content = <CrumbContent icon={crumb.icon} name={crumb.name || t('publish.untitled', 'Untitled')} />;
  const style = { maxWidth: current ? CRUMB_TITLE_MAX_WIDTH : CRUMB_MAX_WIDTH };
  if (current) {
    return (
      <span className="quire-crumb-label" style={style} aria-current="page" title={crumb.name}>
        {content}
      </span>
    );
  }
  if (crumb.unknown) {
    return (
      <button
        type="button"
        className="quire-crumb-label"
        style={style}
        title={crumb.name}
        onClick={() => {
          void open(crumb.viewId);
        }}
      >
        {content}
      </button>
    );
  }
  return crumb.href === undefined ? (
    <span className="quire-crumb-label" style={style} title={crumb.name}>
      {content}
    </span>
  ) : (
    <Link className="quire-crumb-label" style={style} to={crumb.href} title={crumb.name}>
      {content}
    </Link>
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
    <li className="quire-crumb" ref={root} style={{ position: 'relative' }}>
      <button
        type="button"
        className="quire-crumb-more"
        data-testid="publish-breadcrumb-more"
        aria-label={t('publish.breadcrumb.more', 'More pages')}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        …
      </button>
      {open && (
        <Menu data-testid="publish-breadcrumb-menu">
          {crumbs.map((crumb) => (
            <li key={crumb.viewId}>
              <CrumbLabel crumb={crumb} current={false} />
            </li>
          ))}
        </Menu>
      )}
    </li>
  );
}

/** The trail from the space to the page (spec 000 §2 "Breadcrumb"); published ancestors are links. */
export function Breadcrumb({ crumbs, mobile }: { crumbs: readonly Crumb[]; mobile: boolean }) {
  const { t } = useTranslation();
  const { first, folded, last } = foldCrumbs(crumbs, mobile);
  const lastId = crumbs.at(-1)?.viewId;
  const step = (crumb: Crumb) => (
    <li className="quire-crumb" key={crumb.viewId} data-testid="publish-crumb">
      <CrumbLabel crumb={crumb} current={crumb.viewId === lastId} />
    </li>
  );
  return (
    <nav aria-label={t('publish.breadcrumb.label', 'Breadcrumb')} style={{ minWidth: 0 }}>
      <ol className="quire-crumbs" data-testid="publish-breadcrumb">
        {first.map(step)}
        {folded.length > 0 && <Folded crumbs={folded} />}
        {last.map(step)}
      </ol>
    </nav>
  );
}
