import type { UserConnection } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { canChooseLevel, canMeet, connectionCall, pickerLevelOf, predictConnection } from './connection-changes.ts';

const memberId = '0b7c6a52-5d0e-4c43-9a57-3c1f4a0f8e11';
const id = '5f0f4a8e-2b7d-4d8f-9d36-0e6f1c2a7b44';
const path = `/connections/${id}/`;
const active = (type: 'close' | 'general' | 'block'): UserConnection => ({ id, type, status: 'active' });
const asked: UserConnection = { id, type: 'public', status: 'pending_receiver' };
const asking: UserConnection = { id, type: 'close', status: 'pending_initiator' };

describe('connectionCall', () => {
  it('asks a member at close or general when there is no connection yet', () => {
    expect(connectionCall(memberId, null, { kind: 'choose', level: 'close' })).toEqual({
      method: 'POST',
      path: '/connections/',
      body: { receiver: memberId, type: 'close' },
    });
  });

  it('changes the level of an existing connection', () => {
    expect(connectionCall(memberId, active('close'), { kind: 'choose', level: 'general' })).toEqual({
      method: 'PUT',
      path,
      body: { type: 'general' },
    });
  });

  it('deletes the connection when public is chosen, and does nothing when there is none', () => {
    expect(connectionCall(memberId, active('general'), { kind: 'choose', level: 'public' })).toEqual({
      method: 'DELETE',
      path,
    });
    expect(connectionCall(memberId, null, { kind: 'choose', level: 'public' })).toBeNull();
  });

  it('blocks a stranger at once and a connection by changing its type', () => {
    expect(connectionCall(memberId, null, { kind: 'block' })).toEqual({
      method: 'POST',
      path: '/connections/',
      body: { receiver: memberId, type: 'block' },
    });
    expect(connectionCall(memberId, active('close'), { kind: 'block' })).toEqual({
      method: 'PUT',
      path,
      body: { type: 'block' },
    });
  });

  it('unblocks by setting general, accepts by setting active, removes by deleting', () => {
    expect(connectionCall(memberId, active('block'), { kind: 'unblock' })).toEqual({
      method: 'PUT',
      path,
      body: { type: 'general' },
    });
    expect(connectionCall(memberId, asked, { kind: 'accept' })).toEqual({
      method: 'PUT',
      path,
      body: { status: 'active' },
    });
    expect(connectionCall(memberId, active('general'), { kind: 'remove' })).toEqual({ method: 'DELETE', path });
    expect(connectionCall(memberId, null, { kind: 'accept' })).toBeNull();
  });
});

describe('predictConnection', () => {
  it('shows a new request as sent before the server answers', () => {
    expect(predictConnection(null, { kind: 'choose', level: 'general' })).toMatchObject({
      type: 'general',
      status: 'pending_initiator',
    });
  });

  it('shows an accepted request as active at general', () => {
    expect(predictConnection(asked, { kind: 'accept' })).toEqual({ id, type: 'general', status: 'active' });
  });

  it('shows an unblocked member as asked again at general', () => {
    expect(predictConnection(active('block'), { kind: 'unblock' })).toEqual({
      id,
      type: 'general',
      status: 'pending_initiator',
    });
  });

  it('shows no connection after public or removal', () => {
    expect(predictConnection(active('close'), { kind: 'choose', level: 'public' })).toBeNull();
    expect(predictConnection(active('close'), { kind: 'remove' })).toBeNull();
  });
});

describe('what the controls allow', () => {
  it('keeps the picker still while the other side has to answer', () => {
    expect(canChooseLevel(null)).toBe(true);
    expect(canChooseLevel(active('general'))).toBe(true);
    expect(canChooseLevel(asking)).toBe(false);
    expect(canChooseLevel(asked)).toBe(false);
  });

  it('offers messaging and meetings only on an active connection at general or close', () => {
    expect(canMeet(active('close'))).toBe(true);
    expect(canMeet(active('general'))).toBe(true);
    expect(canMeet(active('block'))).toBe(false);
    expect(canMeet(asking)).toBe(false);
    expect(canMeet(null)).toBe(false);
  });

  it('shows public for a member one was only asked by', () => {
    expect(pickerLevelOf(asked)).toBe('public');
    expect(pickerLevelOf(asking)).toBe('close');
    expect(pickerLevelOf(null)).toBe('public');
  });
});
