// The solver's typed table (src/patience/solver/table.ts), its set of stored tables (seen.ts) and its
// move lists (children.ts), held to the rules (moves.ts) on tables reached by random play: the moves
// it keeps are legal and any legal move it leaves out is one a reduction argues away; make and unmake
// keep the hash and the canonical form; piles in another order are the same state; and a hash
// collision never makes two different tables one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, legalMoves } from '../../src/patience/index.ts';
import { Children, MoveStack, safeMove } from '../../src/patience/solver/children.ts';
import { LostTest } from '../../src/patience/solver/dead.ts';
import { ADDED, FULL, SEEN, TableSet } from '../../src/patience/solver/seen.ts';
import { codeCard, moveOf, Table } from '../../src/patience/solver/table.ts';
import { randomGame, walk } from './random-play.ts';

const game = randomGame(80);

function formOf(table: Table): string {
  const form = new Uint8Array(64);
  const length = table.writeForm(form);
  return Array.from(form.subarray(0, length)).join(',');
}

function keptMoves(table: Table): number[] {
  const out = new MoveStack();
  new Children().fill(table, out);
  return Array.from(out.data.subarray(0, out.length));
}

const key = (m: { card: number; to: string; count: number }) => `${m.card}>${m.to}x${m.count}`;

describe("the solver's table and moves against the rules", () => {
  it('every move kept is legal; a legal move left out is a safe move home taken instead, or one rules (c), (d) and (e) set aside', () => {
    const lostTest = new LostTest();
    fc.assert(
      fc.property(game, ({ deal, grace, choices }) => {
        for (const position of walk(deal, grace, choices)) {
          const table = new Table(position);
          const kept = keptMoves(table).map(moveOf);
          // Rule (e): a table proved lost keeps no move (solver-dead.test.ts holds the proof to the plain search).
          if (lostTest.lost(table)) {
            expect(kept).toHaveLength(0);
            continue;
          }
          for (const move of kept) expect(checkMove(position, move)).toBeNull();
          if (safeMove(table) >= 0) {
            expect(kept).toHaveLength(1);
            expect(kept[0]!.to).toBe('foundation');
            continue;
          }
          // Rule (b): after a card of a one-card reserve place goes onto a pile, the moves kept are exactly
          // the legal ones onto it; the top card of the grace move's pair binds nothing (it frees the card beneath).
          for (const code of keptMoves(table)) {
            const move = moveOf(code);
            if (!move.to.startsWith('tableau:') || position.tableau.some((p) => p.includes(move.card))) continue;
            const [from, pending] = [table.sourceOf(code), table.pending];
            table.make(code);
            if (position.reserve.some((place) => place.length === 2 && place[1] === move.card)) {
              expect(table.pending).toBe(-1);
              table.unmake(code, from, pending);
              continue;
            }
            const covers = lostTest.lost(table) ? [] : legalMoves(applyMove(position, move)).filter((m) => m.to === move.to);
            expect(keptMoves(table).map(moveOf).map(key).sort()).toEqual(covers.map(key).sort());
            table.unmake(code, from, pending);
          }
          const keptKeys = new Set(kept.map(key));
          const firstEmpty = position.tableau.findIndex((pile) => pile.length === 0);
          for (const move of legalMoves(position)) {
            if (keptKeys.has(key(move))) continue;
            const pile = move.to.startsWith('tableau:') ? Number(move.to.slice(8)) : -1;
            const fromPile = position.tableau.find((p) => p[p.length - move.count] === move.card);
            const reserveHome = move.to === 'foundation' && fromPile === undefined;
            const toOtherEmpty = pile >= 0 && position.tableau[pile]!.length === 0 && pile !== firstEmpty;
            const wholePileToEmpty = pile >= 0 && position.tableau[pile]!.length === 0 && fromPile?.length === move.count;
            expect({ move, why: reserveHome || toOtherEmpty || wholePileToEmpty }).toEqual({ move, why: true });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('make then unmake gives back the same hash and form; a move made gives the hash of the table built afresh', () => {
    fc.assert(
      fc.property(game, ({ deal, grace, choices }) => {
        for (const position of walk(deal, grace, choices)) {
          const table = new Table(position);
          const [hash, form] = [table.hash(), formOf(table)];
          for (const code of keptMoves(table)) {
            const from = table.sourceOf(code);
            const pending = table.pending;
            table.make(code);
            const after = applyMove(position, moveOf(code));
            const fresh = new Table(after);
            fresh.pending = table.pending;
            expect([table.hash(), formOf(table)]).toEqual([fresh.hash(), formOf(fresh)]);
            table.unmake(code, from, pending);
            expect([table.hash(), formOf(table), codeCard(code)]).toEqual([hash, form, codeCard(code)]);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('a table reads its own form where it was written (formIs, formLength), and only a table with the same form does', () => {
    fc.assert(
      fc.property(game, ({ deal, grace, choices }) => {
        const bytes = new Uint8Array(80);
        for (const position of walk(deal, grace, choices)) {
          const table = new Table(position);
          const length = table.writeForm(bytes, 7);
          expect([table.formLength(), table.formIs(bytes, 7)]).toEqual([length, true]);
          for (const code of keptMoves(table)) {
            const [from, pending, form] = [table.sourceOf(code), table.pending, formOf(table)];
            table.make(code);
            const same = table.formLength() === length && formOf(table) === form;
            expect(table.formLength() === length && table.formIs(bytes, 7)).toBe(same);
            table.unmake(code, from, pending);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('the same table with its piles in another order has the same hash and form; another table has another form', () => {
    fc.assert(
      fc.property(game, fc.nat(), ({ deal, grace, choices }, turn) => {
        const tables = walk(deal, grace, choices);
        const last = tables[tables.length - 1]!;
        const n = last.tableau.length;
        const turned = { ...last, tableau: last.tableau.map((_, i) => last.tableau[(i + turn) % n]!) };
        const [a, b] = [new Table(last), new Table(turned)];
        expect([a.hash(), formOf(a)]).toEqual([b.hash(), formOf(b)]);
        if (tables.length > 1) expect(formOf(new Table(tables[0]!))).not.toBe(formOf(a));
      }),
      { numRuns: 40 },
    );
  });
});

describe('the set of stored tables (seen.ts)', () => {
  const form = (...bytes: number[]) => Uint8Array.from(bytes);

  it('tables with one hash but different forms are all stored, and each is found as itself, in the order added', () => {
    const set = new TableSet();
    const forms = Array.from({ length: 2000 }, (_, i) => form(i & 255, i >> 8, 7, 1 + (i % 3)));
    // Every form under the same hash: only the full comparison tells them apart.
    for (const f of forms) expect(set.add(42, f, f.length, Infinity)).toBe(ADDED);
    // Each is found where it was stored, later ones further on.
    const places = forms.map((f) => set.find(42, f, f.length));
    places.forEach((place, i) => expect(place).toBeGreaterThan(i === 0 ? -1 : places[i - 1]!));
    expect(set.add(42, forms[17]!, forms[17]!.length, Infinity)).toBe(SEEN);
    expect(set.find(42, form(1, 2, 3), 3)).toBe(-1);
    // A form that is a prefix of another is a different form.
    expect(set.add(42, forms[0]!, 3, Infinity)).toBe(ADDED);
    expect(set.size).toBe(2001);
  });

  it('past its room a new table is refused as FULL, while a stored one is still SEEN; reset empties it', () => {
    const set = new TableSet();
    for (let i = 0; i < 10; i++) expect(set.add(i * 7919, form(i), 1, 10)).toBe(ADDED);
    expect(set.add(5 * 7919, form(5), 1, 10)).toBe(SEEN);
    expect(set.add(99, form(99), 1, 10)).toBe(FULL);
    set.reset();
    expect(set.size).toBe(0);
    expect(set.find(5 * 7919, form(5), 1)).toBe(-1);
    expect(set.add(5 * 7919, form(5), 1, 10)).toBe(ADDED);
  });
});
