// The search's node store (search/nodes.ts): a node's piles are kept as pile numbers in 16 bits until a
// search meets a pile numbered above 65,535, then in 32; the state compare (piles in any order, the
// extra slots) must give the same verdicts before and after that switch.
import { Board } from '../../src/engine/search/board.ts';
import { NodeStore } from '../../src/engine/search/nodes.ts';

const ids = (...piles: number[]) => Int32Array.from(piles);

describe('search node store', () => {
  it('compares stored states piles in any order, before and after pile numbers outgrow 16 bits', () => {
    const store = new NodeStore();
    store.reset(true);
    const board = new Board();
    board.extra.set([3, 0, 17, 40, 52]);
    const small = ids(1, 2, 3, 0, 0, 4, 5, 6);
    const a = store.store(board, small, 0, 5, -1, 0, 11);
    expect(store.sameAs(a, board, ids(6, 5, 4, 3, 2, 1, 0, 0))).toBe(true);
    expect(store.sameAs(a, board, ids(1, 2, 3, 0, 7, 4, 5, 6))).toBe(false);
    // Many nodes (the store grows), then one with a pile number beyond 16 bits.
    for (let i = 0; i < 3000; i++) store.store(board, ids(i, i + 1, 0, 0, 0, 0, 0, 9), 1, 4, a, 0x10, i);
    const big = ids(70_000, 2, 3, 0, 0, 4, 5, 65_536 + 1);
    const b = store.store(board, big, 1, 4, a, 0x21, 12);
    expect(store.sameAs(b, board, ids(0, 2, 3, 70_000, 0, 4, 5, 65_537))).toBe(true);
    expect(store.sameAs(b, board, ids(70_000, 2, 3, 0, 0, 4, 5, 1))).toBe(false);
    expect(store.sameAs(a, board, small)).toBe(true);
    expect(store.sameAs(2999, board, ids(2998, 2999, 0, 0, 0, 0, 0, 9))).toBe(true);
    for (let i = 0; i < 3000; i++) store.store(board, ids(i, 80_000 + i, 0, 0, 0, 0, 0, 9), 2, 3, b, 0x10, i);
    expect(store.sameAs(b + 3000, board, ids(2999, 82_999, 0, 0, 0, 0, 0, 9))).toBe(true);
    expect(store.sameAs(a, board, small)).toBe(true);
    // The extra slots count too.
    board.extra[4] = 51;
    expect(store.sameAs(a, board, small)).toBe(false);
    expect([store.g(b), store.h(b), store.parent(b), store.move(b), store.keyB(b)]).toEqual([1, 4, a, 0x21, 12]);
    // The next search starts in 16 bits again, with room for as many nodes as the store has.
    store.reset(false);
    board.extra[4] = 52;
    for (let i = 0; i < 6100; i++) store.store(board, ids(i, 1, 0, 0, 0, 0, 0, 9), 1, 1, -1, 0, i);
    expect(store.sameAs(6099, board, ids(6099, 1, 0, 0, 0, 0, 0, 9))).toBe(true);
    expect(store.sameAs(6099, board, ids(6098, 1, 0, 0, 0, 0, 0, 9))).toBe(false);
    expect(store.sameAs(0, board, ids(9, 1, 0, 0, 0, 0, 0, 0))).toBe(true);
  });
});
