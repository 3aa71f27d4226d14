import { beforeEach, describe, expect, it } from 'vitest';
import { keepDraft, peekDraft, setDraftOwner, takeDraft } from '../../../../src/islands/back-office/kit/dialog-draft';

/** A session storage of this test's own (the unit tests run without a browser). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
}

const PLACE = '/super-admin?tab=blog';

describe('dialog drafts kept across an ended session', () => {
  beforeEach(() => setDraftOwner('agent-user-1'));

  it('gives a draft back only to the person who typed it: the next person to sign in in this tab never sees it', () => {
    const storage = memoryStorage();
    keepDraft('post', { values: { title: 'Private notes on the Smith file' }, target: null }, PLACE, storage);
    setDraftOwner('admin-user-2');
    expect(peekDraft('post', PLACE, storage)).toBeNull();
    expect(takeDraft('post', null, PLACE, storage)).toBeNull();
    // Removed, not kept for later: the first person signing in again finds nothing either.
    expect(storage.size()).toBe(0);
    setDraftOwner(null);
    keepDraft('post', { values: { title: 'typed while no one is known' }, target: null }, PLACE, storage);
    expect(storage.size()).toBe(0);
  });

  it('keeps a draft with the record it edits, tells the panel what to reopen, and gives it back once', () => {
    const storage = memoryStorage();
    keepDraft('post', { values: { title: 'Half-written post', content: '**Rates** are' }, target: 'post-7' }, PLACE, storage);
    expect(peekDraft('post', PLACE, storage)).toEqual({ values: { title: 'Half-written post', content: '**Rates** are' }, target: 'post-7' });
    // Peeking leaves it for the dialog.
    expect(takeDraft('post', 'post-7', PLACE, storage)).toEqual({ title: 'Half-written post', content: '**Rates** are' });
    expect(takeDraft('post', 'post-7', PLACE, storage)).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('never gives one record’s draft to another record, another dialog or another page', () => {
    const storage = memoryStorage();
    keepDraft('edit-agent', { values: { phone: '416-555-0100' }, target: 'agent-1' }, PLACE, storage);
    expect(takeDraft('edit-agent', 'agent-2', PLACE, storage)).toBeNull();
    expect(takeDraft('edit-agent', null, PLACE, storage)).toBeNull();
    expect(takeDraft('post', 'agent-1', PLACE, storage)).toBeNull();
    expect(takeDraft('edit-agent', 'agent-1', '/agent-dashboard?tab=blog', storage)).toBeNull();
    expect(takeDraft('edit-agent', 'agent-1', PLACE, storage)).toEqual({ phone: '416-555-0100' });
  });

  it('a new record’s draft (Add Post, Add Rate Manually) is target null; broken or blocked storage keeps nothing and throws nothing', () => {
    const storage = memoryStorage();
    keepDraft('add-rate', { values: { our_rate: '4.89' }, target: null }, PLACE, storage);
    expect(peekDraft('add-rate', PLACE, storage)?.target).toBeNull();
    expect(takeDraft('add-rate', null, PLACE, storage)).toEqual({ our_rate: '4.89' });

    storage.setItem(`back-office-dialog-draft:${PLACE}:post`, '{not json');
    expect(peekDraft('post', PLACE, storage)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(() => keepDraft('post', { values: {}, target: null }, PLACE, blocked)).not.toThrow();
    expect(peekDraft('post', PLACE, blocked)).toBeNull();
  });
});
