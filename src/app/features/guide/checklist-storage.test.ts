import { describe, expect, it } from 'vitest';
import { checklistKey, readTicked, saveTicked } from './checklist-storage.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

describe('checklist storage', () => {
  it('keeps the ticks of one section under its own key, and reads them back', () => {
    const storage = memory();
    const key = checklistKey('connectivity', 'esim-first');
    saveTicked(key, new Set([2, 0]), storage);
    expect(storage.items.get('hola-corea.checklist.connectivity.esim-first')).toBe('[0,2]');
    expect([...readTicked(key, storage)]).toEqual([0, 2]);
  });

  it('a reset removes the key', () => {
    const storage = memory();
    saveTicked('k', new Set([1]), storage);
    saveTicked('k', new Set(), storage);
    expect(storage.items.has('k')).toBe(false);
    expect(readTicked('k', storage).size).toBe(0);
  });

  it('reads anything broken as nothing ticked', () => {
    const storage = memory();
    storage.setItem('a', '{not json');
    storage.setItem('b', '{"0":true}');
    storage.setItem('c', '[1,"2",-1,1.5,3]');
    expect(readTicked('a', storage).size).toBe(0);
    expect(readTicked('b', storage).size).toBe(0);
    expect([...readTicked('c', storage)]).toEqual([1, 3]);
  });

  it('a storage that throws loses nothing but the save', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(readTicked('k', throwing).size).toBe(0);
    expect(() => saveTicked('k', new Set([1]), throwing)).not.toThrow();
  });
});
