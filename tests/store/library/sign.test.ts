// The "Not saved" sign (sign.ts): said whenever the game on the table is kept nowhere, or waits in the
// quick save alone, and silent while the library takes it.
import { describe, expect, it } from 'vitest';
import { FULL, LIBRARY_REFUSED, NEWER_LIBRARY, NO_LIBRARY, notSavingReason, type Saving } from '../../../src/store/library/sign.ts';

const fine: Saving = { blocked: null, localOk: true, libraryOpen: true, libraryOk: true, newer: false };

describe('the not-saved sign', () => {
  it.each<[string, Partial<Saving>, string | null]>([
    ['nothing while the library takes the game', {}, null],
    ['why, when localStorage is blocked, whatever the library does', { blocked: 'blocked!' }, 'blocked!'],
    ['the library refusing, while the quick save still keeps the game', { libraryOk: false }, LIBRARY_REFUSED],
    ['that the storage is full when neither takes the game', { libraryOk: false, localOk: false }, FULL],
    ['nothing when there is no library but the quick save works', { libraryOpen: false, libraryOk: false }, null],
    ['that there is no library when the quick save fails too', { libraryOpen: false, localOk: false }, NO_LIBRARY],
    [
      'that a newer version keeps the library when the quick save fails too',
      { libraryOpen: false, localOk: false, newer: true },
      NEWER_LIBRARY,
    ],
  ])('says %s', (_, change, reason) => {
    expect(notSavingReason({ ...fine, ...change })).toBe(reason);
  });
});
