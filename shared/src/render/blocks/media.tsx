import { useEffect, useRef, useState, type CSSProperties } from 'react';
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

/** AppFlowy's multi_image: a gallery of images in a grid. */
export function MultiImage({ node, ctx }: BlockProps) {
  return (
    <div {...shellProps(node, ctx)}>
      {galleryImages(node.data).map((image, index) => {
        const src = fileSrc(image.url, ctx);
        return src === undefined ? null : <LazyImage key={index} src={src} ctx={ctx} />;
      })}
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
