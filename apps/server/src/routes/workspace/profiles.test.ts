import { ErrorCode } from '@quire/shared/errors';
import type { MentionablePerson } from '@quire/shared/contract';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';

describe.each(backends)('workspace profiles and mentionable people on $name', ({ name }) => {
  const current = useTestServer(name);

  it("workspace-profile is the caller's account until they set one for this workspace", async () => {
    const world = await pageTreeWorld(current());
    const member = world.ctx.users.Member.user;
    const before = await world.ok<MentionablePerson>(
      'Member',
      'GET',
      '/api/workspace/{ws}/workspace-profile',
    );
    expect(before).toEqual({
      uid: member.uid,
      person_id: member.uuid,
      uuid: member.uuid,
      name: member.name,
      email: member.email,
      role: 1,
      avatar_url: null,
      cover_image_url: null,
      custom_image_url: null,
      description: null,
      invited: false,
      last_mentioned_at: null,
    });
    await world.ok('Member', 'PUT', '/api/workspace/{ws}/update-member-profile', {
      name: ' Dev\nlead ',
      avatar_url: 'https://example.com/me.png',
      description: 'Builds things',
    });
    const after = await world.ok<MentionablePerson>('Member', 'GET', '/api/workspace/{ws}/workspace-profile');
    expect(after).toMatchObject({
      name: 'Dev lead',
      avatar_url: 'https://example.com/me.png',
      description: 'Builds things',
      cover_image_url: null,
    });
    // The account itself is untouched: the profile belongs to this workspace only.
    const profile = await world.ok<{ name: string }>('Member', 'GET', '/api/user/profile');
    expect(profile.name).toBe(member.name);
  });

  it('update-member-profile refuses unsafe or oversized input and keeps what was saved', async () => {
    const world = await pageTreeWorld(current());
    const path = '/api/workspace/{ws}/update-member-profile';
    await world.ok('Member', 'PUT', path, { name: 'Kept', description: 'Kept too' });
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(257) },
      { name: 'A', avatar_url: 'javascript:alert(1)' },
      { name: 'A', cover_image_url: 'data:image/png;base64,AAAA' },
      { name: 'A', custom_image_url: `https://example.com/${'a'.repeat(2048)}` },
      { name: 'A', description: 'd'.repeat(1001) },
      { name: 'A', role: 'Owner' },
    ]) {
      expect((await world.call('Member', 'PUT', path, body)).code).toBe(ErrorCode.InvalidRequest);
    }
    expect((await world.call('NonMember', 'PUT', path, { name: 'Intruder' })).code).not.toBe(0);
    const kept = await world.ok<MentionablePerson>('Member', 'GET', '/api/workspace/{ws}/workspace-profile');
    expect(kept).toMatchObject({ name: 'Kept', description: 'Kept too' });
  });

  it('mentionable-person lists members with their workspace names; a guest sees only self and the owner', async () => {
    const world = await pageTreeWorld(current());
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/update-member-profile', { name: 'The owner' });
    const everyone = await world.ok<{ persons: MentionablePerson[] }>(
      'Member',
      'GET',
      '/api/workspace/{ws}/mentionable-person',
    );
    const { users } = world.ctx;
    expect(everyone.persons.map((person) => person.person_id).sort()).toEqual(
      [users.Owner.user.uuid, users.Member.user.uuid, users.Guest.user.uuid].sort(),
    );
    expect(everyone.persons.find((person) => person.person_id === users.Owner.user.uuid)?.name).toBe(
      'The owner',
    );
    expect(everyone.persons.find((person) => person.person_id === users.Guest.user.uuid)?.role).toBe(2);
    const guest = await world.ok<{ persons: MentionablePerson[] }>(
      'Guest',
      'GET',
      '/api/workspace/{ws}/mentionable-person',
    );
    expect(guest.persons.map((person) => person.person_id).sort()).toEqual(
      [users.Owner.user.uuid, users.Guest.user.uuid].sort(),
    );
    expect((await world.call('NonMember', 'GET', '/api/workspace/{ws}/mentionable-person')).code).not.toBe(0);
  });
});
