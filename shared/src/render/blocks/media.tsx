import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { readNumber } from '../../collab/document/numbers.js';
import { linkProps } from '../inline.js';
import { safeHref, safeMediaSrc } from '../safe-url.js';
import type { RenderContext } from '../types.js';
import { shellProps, type BlockProps } from './shell.js';

/** A stored file's address as the caller serves it, checked: undefined when it is not safe to load. */
function fileSrc(raw: unknown, ctx: RenderContext): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const resolved = ctx.resolveFileUrl(raw);
  return resolved === undefined ? undefined : safeMediaSrc(resolved);
}

function widthStyle(raw: unknown): CSSProperties | undefined {
  const width = readNumber(raw);
  return width !== undefined && width > 0 ? { width: `${Math.round(Math.min(width, 10000))}px` } : undefined;
}

/**
 * An image that says when it failed (spec: loading → loaded | failed). The server and the first
 * browser render both draw it as loading; an error that happened before hydration is caught by the
 * effect, which finds the image complete with no pixels.
 */
export function LazyImage({ src, ctx, style }: { src: string; ctx: RenderContext; style?: CSSProperties }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete === true && element.naturalWidth === 0 && element.currentSrc !== '')
      setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className="quire-image-failed" role="img">
        {ctx.labels.imageLoadFailed}
      </span>
    );
  }
  return (
    <img
      ref={image}
      className="quire-image-content"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      style={style}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

export function ImageBlock({ node, ctx }: BlockProps) {
  const src = fileSrc(node.data.url, ctx);
  const style = widthStyle(node.data.width);
  return (
    <figure {...shellProps(node, ctx)}>
      {src !== undefined && <LazyImage src={src} ctx={ctx} {...(style && { style })} />}
    </figure>
  );
}

interface GalleryImage {
  url: unknown;
}

function galleryImages(data: Record<string, unknown>): GalleryImage[] {
  const raw = Array.isArray(data.images)
    ? data.images
    : data.images !== null &&
        typeof data.images === 'object' &&
        Array.isArray((data.images as { images?: unknown }).images)
      ? (data.images as { images: unknown[] }).images
      : [];
  return (raw as unknown[]).filter(
    (entry): entry is GalleryImage => entry !== null && typeof entry === 'object' && 'url' in entry,
  );
}

/** AppFlowy's gallery layouts (`data.layout`): 0 one picture at a time, 1 (and anything else) a grid. */
const browserLayout = 0;

/** AppFlowy's multi_image: a gallery of images, in a grid or one at a time. */
export function MultiImage({ node, ctx }: BlockProps) {
  const sources = galleryImages(node.data).flatMap((image) => {
    const src = fileSrc(image.url, ctx);
    return src === undefined ? [] : [src];
  });
  if (Number(node.data.layout) === browserLayout && sources.length > 0)
    return <GalleryBrowser node={node} ctx={ctx} sources={sources} />;
  return (
    <div {...shellProps(node, ctx)}>
      {sources.map((src, index) => (
        <LazyImage key={index} src={src} ctx={ctx} />
      ))}
    </div>
  );
}

/**
 * Layout 0: one picture at a time, previous / next, a counter and thumbnails. Without JavaScript every picture
 * stays reachable: the pictures sit in a horizontal scroll-snap strip (scrolled by hand or keyboard) and the
 * arrows and thumbnails are anchors to each picture. Once hydrated, those anchors scroll the strip only (a
 * fragment jump would also move the page), and the current thumbnail follows the strip.
 */
function GalleryBrowser({ node, ctx, sources }: Pick<BlockProps, 'node' | 'ctx'> & { sources: string[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const slideId = (index: number) => `${node.id}-picture-${String(index + 1)}`;
  const count = sources.length;
  const go = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const element = strip.current;
    if (element === null) return;
    event.preventDefault();
    element.scrollTo({ left: index * element.clientWidth });
    setShown(index);
  };
  const anchor = (index: number) => ({ href: `#${encodeURIComponent(slideId(index))}`, onClick: go(index) });
  const onScroll = () => {
    const element = strip.current;
    if (element === null || element.clientWidth === 0) return;
    setShown(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))));
  };
  return (
    <div {...shellProps(node, ctx, 'quire-gallery-browser')}>
      <div
        ref={strip}
        className="quire-gallery-strip"
        role="group"
        aria-label={ctx.labels.gallery}
        tabIndex={0}
        onScroll={onScroll}
      >
        {sources.map((src, index) => (
          <figure key={index} className="quire-gallery-slide" id={slideId(index)}>
            <LazyImage src={src} ctx={ctx} />
            <figcaption className="quire-gallery-controls">
              <a
                className="quire-gallery-previous"
                aria-label={ctx.labels.previousPicture}
                {...anchor((index - 1 + count) % count)}
              >
                ‹
              </a>
              <span className="quire-gallery-counter">{`${String(index + 1)} / ${String(count)}`}</span>
              <a
                className="quire-gallery-next"
                aria-label={ctx.labels.nextPicture}
                {...anchor((index + 1) % count)}
              >
                ›
              </a>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="quire-gallery-thumbnails">
        {sources.map((src, index) => (
          <a
            key={index}
            className="quire-gallery-thumbnail"
            aria-label={ctx.labels.showPicture.replaceAll('{{number}}', String(index + 1))}
            aria-current={index === shown ? 'true' : undefined}
            {...anchor(index)}
          >
            <img src={src} alt="" loading="lazy" decoding="async" />
          </a>
        ))}
      </div>
    </div>
  );
}

const youtube =
  /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[&?#]|$)/;

/** A video: a YouTube address plays in its privacy-enhanced player; any other file plays natively. */
export function VideoBlock({ node, ctx }: BlockProps) {
  const src = fileSrc(node.data.url, ctx);
  const youtubeId = src === undefined ? undefined : youtube.exec(src)?.[1];
  return (
    <div {...shellProps(node, ctx)}>
      {youtubeId !== undefined ? (
        <iframe
          className="quire-video-frame"
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}`}
          title={ctx.labels.video}
          loading="lazy"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation"
        />
      ) : (
        src !== undefined && (
          <video className="quire-video-content" src={src} controls preload="none">
            <a href={src}>{ctx.labels.video}</a>
          </video>
        )
      )}
    </div>
  );
}

export function FileBlock({ node, ctx }: BlockProps) {
  // A file is downloaded, never shown inline: the media rules (no mailto) are the right ones for it too.
  const href = fileSrc(node.data.url, ctx);
  const name = typeof node.data.name === 'string' && node.data.name !== '' ? node.data.name : ctx.labels.file;
  return (
    <div {...shellProps(node, ctx)}>
      <span className="quire-file-icon" aria-hidden="true">
        📎
      </span>
      {href === undefined ? (
        <span className="quire-file-name">{name}</span>
      ) : (
        <a className="quire-file-name" {...linkProps(href)}>
          {name}
        </a>
      )}
    </div>
  );
}

/** A link preview card: the address and its host (the renderer fetches nothing). */
export function LinkPreview({ node, ctx }: BlockProps) {
  const href = safeHref(node.data.url);
  const host = href === undefined ? undefined : /^[a-z]+:\/\/([^/?#]+)/i.exec(href)?.[1];
  return (
    <div {...shellProps(node, ctx)}>
      {href !== undefined && (
        <a className="quire-link-preview-card" {...linkProps(href)}>
          {host !== undefined && <span className="quire-link-preview-host">{host}</span>}
          <span className="quire-link-preview-url">{href}</span>
        </a>
      )}
    </div>
  );
}
