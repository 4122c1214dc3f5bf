import { AppError, type CollabTarget, type CollabTransport, type ServerCollab } from '@quire/shared';
import { CollabType } from '@quire/shared/collab';
import { creationTransport } from './creationTransport';

const target: CollabTarget = {
  userId: 'u',
  workspaceId: 'w',
  objectId: 'doc',
  collabType: CollabType.Document,
};
const copy = { docState: new Uint8Array(), stateVector: new Uint8Array(), version: 1 };

function inner(
  sends: (() => Promise<{ version: number }>)[],
  loads: (() => Promise<ServerCollab>)[] = [() => Promise.reject(new AppError('RecordNotFound'))],
) {
  const transport: CollabTransport = {
    load: () => (loads.shift() ?? (() => Promise.resolve(copy)))(),
    send: () => (sends.shift() ?? (() => Promise.resolve({ version: 2 })))(),
  };
  return transport;
}

describe('a row document’s creation watch', () => {
  it('VAL-17 / a first send the server refuses (a guest, no such row) reports the creation as failed', async () => {
    const refused = jest.fn();
    const transport = creationTransport(
      refused,
      inner([() => Promise.reject(new AppError('NotEnoughPermissions'))]),
    );
    await expect(transport.load(target)).rejects.toThrow();
    await expect(transport.send(target, new Uint8Array([1]), { parentId: 'row' })).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('being offline is not a refusal: DocumentSync sends again later', async () => {
    const refused = jest.fn();
    const transport = creationTransport(refused, inner([() => Promise.reject(new AppError('NetworkError'))]));
    await expect(transport.send(target, new Uint8Array([1]), { parentId: 'row' })).rejects.toThrow();
    expect(refused).not.toHaveBeenCalled();
  });

  it('once the document exists (loaded, or a send accepted), a refused send is an ordinary sync failure', async () => {
    const afterLoad = jest.fn();
    const loaded = creationTransport(
      afterLoad,
      inner([() => Promise.reject(new AppError('InvalidRequest'))], [() => Promise.resolve(copy)]),
    );
    await loaded.load(target);
    await expect(loaded.send(target, new Uint8Array([1]))).rejects.toThrow();
    expect(afterLoad).not.toHaveBeenCalled();

    const afterSend = jest.fn();
    const sent = creationTransport(
      afterSend,
      inner([() => Promise.resolve({ version: 1 }), () => Promise.reject(new AppError('InvalidRequest'))]),
    );
    await sent.send(target, new Uint8Array([1]), { parentId: 'row' });
    await expect(sent.send(target, new Uint8Array([2]))).rejects.toThrow();
    expect(afterSend).not.toHaveBeenCalled();
  });
});
