import { decodeFrame, encodeFrame, type Frame } from './frames.js';

const workspaceId = '11111111-1111-4111-8111-111111111111';
const objectId = '22222222-2222-4222-8222-222222222222';
const parentId = '33333333-3333-4333-8333-333333333333';

describe('/ws/v1 frames: a subscription that may create its collab (issue 24)', () => {
  it('round-trips a subscribe with and without its creation', () => {
    const plain: Frame = { workspaceId, objectId, type: 'subscribe' };
    const creating: Frame = { workspaceId, objectId, type: 'subscribe', create: { collabType: 4, parentId } };
    expect(decodeFrame(encodeFrame(plain))).toEqual(plain);
    expect(decodeFrame(encodeFrame(creating))).toEqual(creating);
  });

  it('refuses a parent that is no UUID and a truncated creation', () => {
    const bad = encodeFrame({
      workspaceId,
      objectId,
      type: 'subscribe',
      create: { collabType: 0, parentId: 'not-a-uuid' },
    });
    expect(decodeFrame(bad)).toEqual({ refused: 'a parent id must be a UUID' });
    const full = encodeFrame({
      workspaceId,
      objectId,
      type: 'subscribe',
      create: { collabType: 4, parentId },
    });
    expect(decodeFrame(full.slice(0, full.length - 5))).toHaveProperty('refused');
  });
});
