import type { FastifyInstance, FastifyReply } from 'fastify';
import { coverCount, renderCover } from './covers.js';
import { loadIconSet, type IconSet } from './icons.js';

/** An icon's markup or a cover never changes under its name within a release. */
export const longCache = 'public, max-age=31536000, immutable';
/** The icon list grows with releases: kept a day, then fetched again. */
export const iconListCache = 'public, max-age=86400';

const coverName = /^m_cover_image_(\d+)\.png$/;
const iconName = /^([a-z0-9-]+)\.svg$/;

/**
 * `/af_icons/icons.json`, `/af_icons/{id}.svg` and `/covers/m_cover_image_{1..6}.png` (spec 000 §7).
 * Icons are read and covers drawn on first use, then kept in memory.
 */
export function registerAssetRoutes(app: FastifyInstance): void {
  let icons: IconSet | undefined;
  let iconList: string | undefined;
  const covers = new Map<number, Buffer>();
  const iconSet = () => (icons ??= loadIconSet());
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/af_icons/icons.json', async (_request, reply) => {
    iconList ??= JSON.stringify(iconSet().groups);
    return reply
      .header('cache-control', iconListCache)
      .type('application/json; charset=utf-8')
      .send(iconList);
  });

  app.get<{ Params: { file: string } }>('/af_icons/:file', async (request, reply) => {
    const id = iconName.exec(request.params.file)?.[1];
    const icon = id === undefined ? undefined : iconSet().byId.get(id);
    if (icon === undefined) return notFound(reply);
    return reply.header('cache-control', longCache).type('image/svg+xml; charset=utf-8').send(icon.content);
  });

  app.get<{ Params: { file: string } }>('/covers/:file', async (request, reply) => {
    const index = Number(coverName.exec(request.params.file)?.[1]);
    if (!Number.isInteger(index) || index < 1 || index > coverCount) return notFound(reply);
    let cover = covers.get(index);
    if (cover === undefined) {
      cover = renderCover(index);
      covers.set(index, cover);
    }
    return reply.header('cache-control', longCache).type('image/png').send(cover);
  });
}
