import type { ReactNode } from 'react';
import type { BlockNode } from '../collab/document/tree.js';
import type { DateMention } from '../collab/document/marks.js';
import type { RenderResources } from './resources.js';

/** What a caller knows of a page the document links to (sub page, page mention, database card). */
export interface ViewInfo {
  name: string;
  /** An emoji or short text shown before the name. */
  icon?: string;
}

/** The database blocks (grid, board, calendar) as the caller receives them to draw a card or a view. */
export interface DatabaseBlock {
  blockId: string;
  layout: 'grid' | 'board' | 'calendar';
  viewId: string | undefined;
  parentId: string | undefined;
  data: Record<string, unknown>;
}

/** Every text the renderer itself shows: the caller translates them (the renderer has no i18n instance). */
export interface RenderLabels {
  untitled: string;
  outline: string;
  imageLoadFailed: string;
  openDatabase: string;
  file: string;
  video: string;
  /** A one-at-a-time gallery (multi_image layout 0): the strip, its arrows, a thumbnail (`{{number}}`: 1, 2…). */
  gallery: string;
  previousPicture: string;
  nextPicture: string;
  showPicture: string;
  /**
   * The language dates are written in (a BCP 47 tag). Carried with the words so that whoever translates them
   * (the server for its HTML, the publish remote for hydration) picks the same one.
   */
  locale: string;
}

export const defaultLabels: RenderLabels = {
  untitled: 'Untitled',
  outline: 'Table of contents',
  imageLoadFailed: 'Image failed to load',
  openDatabase: 'Open',
  file: 'File',
  video: 'Video',
  gallery: 'Gallery',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  showPicture: 'Show picture {{number}}',
  locale: 'en',
};

/**
 * Everything the renderer needs beyond the document: data and callbacks only. Routes, names and
 * translations come from the caller, so the same code renders on the server and in any remote.
 */
export interface RenderOptions {
  /** The address of another page (and optionally one of its blocks); undefined leaves it unlinked. */
  linkToView?: (viewId: string, blockId?: string) => string | undefined;
  /** Name and icon of a linked page; undefined shows the 'untitled' label. */
  resolveView?: (viewId: string) => ViewInfo | undefined;
  /** Draws a grid, board or calendar block; by default a card linking to the view. */
  renderDatabase?: (block: DatabaseBlock) => ReactNode;
  /**
   * A date mention's text. It must not depend on the machine's clock or time zone, or the server's HTML
   * and the browser's first render differ; the default writes it as the editor does (`formatDateMention`, in
   * `locale`).
   */
  formatDate?: (mention: DateMention) => string;
  /**
   * The reader's language (a BCP 47 tag) dates are written in; by default `labels.locale` (English without
   * labels). The server and the browser must use the same one, or the hydrated text differs.
   */
  locale?: string;
  /**
   * The address to load a stored file from (images, videos, files): a document keeps what its editor
   * stored (AppFlowy's file storage URLs, our own blob keys), which a published page may serve elsewhere.
   * The answer still goes through the safe-address check; undefined hides the media.
   */
  resolveFileUrl?: (url: string) => string | undefined;
  /** Highlighting grammars and the math renderer, from `loadRenderResources`; plain text without them. */
  resources?: RenderResources;
  labels?: Partial<RenderLabels>;
  /** The block named by `?blockId`: drawn with `quire-block-highlight` (already in the server's HTML). */
  highlightBlockId?: string;
}

/** The options resolved once per render and handed down to every block. */
export interface RenderContext {
  linkToView: (viewId: string, blockId?: string) => string | undefined;
  resolveView: (viewId: string) => ViewInfo | undefined;
  renderDatabase: ((block: DatabaseBlock) => ReactNode) | undefined;
  formatDate: (mention: DateMention) => string;
  resolveFileUrl: (url: string) => string | undefined;
  resources: RenderResources | undefined;
  labels: RenderLabels;
  highlightBlockId: string | undefined;
  /** List numbers by block id, computed over whole sibling lists (a rendered slice keeps its numbers). */
  listNumbers: ReadonlyMap<string, number>;
  /** The headings an outline block lists, in document order. */
  headings: readonly BlockNode[];
}
