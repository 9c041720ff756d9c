// A move typed in a few keys, as a blind player types one in a chess program: a card ("7c", "10h" or
// "th", "ah") and where it goes ("f" a foundation, "t5" tableau pile 5, "o" the opponent's claw or
// discard pile, "oc" / "od" one of them, "d" your own discard pile for the card in play), or a number
// from the list of moves, or an action ("r" turn up, "p" pass, "u" take back, "k" knock, "d" discard).
// It is read against the list of choices (the engine's one generator, moveChoices.ts); a move that is
// not there is refused in the engine's own words (checkMove). Two packs are in play, so the same face
// can lie on two of the mover's sources: the one that can make the move is taken, and when both can,
// the player is asked.
import {
  allDestinations,
  cardLabel,
  checkMove,
  faceOf,
  isFoundationPlay,
  parseFace,
  sourceCard,
  TABLEAU_PILES,
  tableauRef,
  type CardMove,
  type Face,
  type From,
  type GameState,
  type To,
} from '../engine/index.ts';
import { moveWords, type MoveChoice } from './moveChoices.ts';

/** What a typed line asks for: a choice to play, a question (which of these?), or why not. */
export type TypedMove =
  | { readonly kind: 'play'; readonly choice: MoveChoice }
  | { readonly kind: 'choose'; readonly question: string; readonly choices: readonly MoveChoice[] }
  | { readonly kind: 'refused'; readonly words: string };

export const TYPING_HELP = 'Type a card and where it goes (7c t5, ah f, 10h o), or the number of a move.';

const SUIT_LETTERS: Record<string, string> = { c: 'C', d: 'D', h: 'H', s: 'S', '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };
const ACTIONS: Record<string, Exclude<MoveChoice['kind'], 'move'>> = {
  r: 'reveal',
  reveal: 'reveal',
  p: 'pass',
  pass: 'pass',
  u: 'takeBack',
  k: 'knock',
  knock: 'knock',
  d: 'discard',
  discard: 'discard',
};

/** Where a typed destination may send a card: the places it names. */
type Aim =
  { readonly kind: 'any' } | { readonly kind: 'to'; readonly to: readonly To[]; readonly words: string } | { readonly kind: 'discard' };

/** The face a typed card names ("7c", "10h", "th", "Q♠"), read by the position format's own `parseFace`. */
export function typedFace(text: string): Face | null {
  const match = /^(10|[a2-9tjqk])([cdhs♣♦♥♠])$/i.exec(text.trim());
  if (!match) return null;
  const rank = match[1]!.toUpperCase() === '10' ? 'T' : match[1]!.toUpperCase();
  return parseFace(rank + SUIT_LETTERS[match[2]!.toLowerCase()]!);
}

function aimOf(text: string, game: GameState): Aim | null {
  const foundations = allDestinations(game.position).filter((to) => to.startsWith('foundation:'));
  const pile = /^t([1-9])$/.exec(text);
  if (text === '') return { kind: 'any' };
  // The new foundation first: its refusal says where the card must go ("… must go on the 6♣").
  if (text === 'f') return { kind: 'to', to: [...foundations].reverse(), words: 'a foundation' };
  if (pile)
    return Number(pile[1]) <= TABLEAU_PILES
      ? { kind: 'to', to: [tableauRef(Number(pile[1]) - 1)], words: `tableau pile ${pile[1]}` }
      : null;
  if (text === 'o') return { kind: 'to', to: ['opponentClaw', 'opponentDiscard'], words: "your opponent's claw or discard pile" };
  if (text === 'oc') return { kind: 'to', to: ['opponentClaw'], words: "your opponent's claw" };
  if (text === 'od') return { kind: 'to', to: ['opponentDiscard'], words: "your opponent's discard pile" };
  if (text === 'd') return { kind: 'discard' };
  return null;
}

const SOURCES: readonly From[] = ['claw', 'discard', 'inPlay', ...Array.from({ length: TABLEAU_PILES }, (_, i) => tableauRef(i))];

/** Reads what was typed against the choices shown (`choices`: moveChoices of `game`). */
export function readTypedMove(typed: string, game: GameState, choices: readonly MoveChoice[]): TypedMove {
  const text = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'refused', words: TYPING_HELP };
  if (/^\d+$/.test(text)) {
    const choice = choices[Number(text) - 1];
    return choice ? { kind: 'play', choice } : { kind: 'refused', words: `There is no move ${text}: the list has ${choices.length}.` };
  }
  const action = ACTIONS[text];
  if (action) {
    const choice = choices.find((c) => c.kind === action);
    // Not possible now: the store refuses it in the engine's words.
    return { kind: 'play', choice: choice ?? { kind: action, words: text } };
  }
  const match = /^(10|[a2-9tjqk])\s?([cdhs♣♦♥♠])\s?(.*)$/i.exec(text);
  const face = match ? typedFace(match[1]! + match[2]!) : null;
  const aim = match ? aimOf(match[3]!.replace(/\s/g, ''), game) : null;
  if (face === null || aim === null) return { kind: 'refused', words: `"${typed.trim()}" is not a move I can read. ${TYPING_HELP}` };
  return readCardMove(face, aim, game, choices);
}

function readCardMove(face: Face, aim: Aim, game: GameState, choices: readonly MoveChoice[]): TypedMove {
  const label = cardLabel(face);
  const sources = SOURCES.filter((from) => {
    const card = sourceCard(game.position, from);
    return card !== undefined && faceOf(card) === face;
  });
  if (sources.length === 0) {
    return {
      kind: 'refused',
      words: `No ${label} is yours to move now: a card moves from your claw, your discard pile, your card in play or the top of a tableau pile.`,
    };
  }
  if (aim.kind === 'discard') {
    if (sources.includes('inPlay'))
      return { kind: 'play', choice: choices.find((c) => c.kind === 'discard') ?? { kind: 'discard', words: 'discard' } };
    return { kind: 'refused', words: 'Your own discard pile takes only your card in play, and that ends your turn.' };
  }
  const fits = choices.filter(
    (c): c is Extract<MoveChoice, { kind: 'move' }> =>
      c.kind === 'move' && sources.includes(c.move.from) && (aim.kind === 'any' || aim.to.includes(c.move.to)),
  );
  // Two foundation piles that take the same card from the same place are the same play (rules.md: the first is used).
  const distinct = fits.filter(
    (c, i) => !(isFoundationPlay(c.move) && fits.slice(0, i).some((d) => isFoundationPlay(d.move) && d.move.from === c.move.from)),
  );
  if (distinct.length === 1) return { kind: 'play', choice: distinct[0]! };
  if (distinct.length > 1) return { kind: 'choose', question: `Which move of ${label}?`, choices: distinct };
  if (aim.kind === 'any') return { kind: 'refused', words: `${label} cannot move anywhere now.` };
  // Refused in the engine's words, for the card on the first of its sources and the first place named.
  const move: CardMove = { card: sourceCard(game.position, sources[0]!)!, from: sources[0]!, to: aim.to[0]! };
  const rejection = checkMove(game.position, move);
  return { kind: 'refused', words: rejection ? rejection.message : `${moveWords(game, move)} is not possible now.` };
}
