// The course ("Learn to play" on the start screen): each lesson a hand-made position written in
// brigadier-position/1, one instruction, a goal the engine checks, a hint that cites the rule for wrong
// moves, and what was learned. The learner is South (player 0); North is the opponent. Playing a lesson
// is lesson-play.ts.
import {
  cardCode,
  parseMove,
  POSITION_FORMAT,
  rankOf,
  suitOf,
  type Action,
  type GameState,
  type PlayerIndex,
  type PlayerPilesJson,
  type PositionJson,
} from '../engine/index.ts';

/** The learner's seat in every lesson. */
export const LEARNER: PlayerIndex = 0;
/** The scripted opponent's seat. */
export const OPPONENT: PlayerIndex = 1;

/** A lesson in which the learner watches a scripted North turn and knocks (R7). */
export interface WatchScript {
  /** North's actions, replayed one at a time (lesson-play.ts `playScripted`). */
  readonly actions: readonly Action[];
  /** 'valid': the learner must knock after North's fault; 'false': the learner knocks a clean turn to see what it costs. */
  readonly knock: 'valid' | 'false';
}

/** One lesson of the course: a hand-made position, what to do there, and what it teaches. (The line stepped through after a knock is the store's `SteppedLine`.) */
export interface Lesson {
  /** Stable id, for progress kept by the UI. */
  readonly id: string;
  readonly title: string;
  /** The one instruction shown on the table. */
  readonly instruction: string;
  /** The hand-made position, as brigadier-position/1 JSON (a test proves each one parses). */
  readonly position: PositionJson;
  /** Whether the learner has done what the lesson asks. */
  readonly goal: (state: GameState) => boolean;
  /** Said after a wrong move, after the engine's own sentence: points at the rule. */
  readonly hint: string;
  /** Said when the goal is reached. */
  readonly learned: string;
  /** The rules the lesson teaches (docs/rules.md numbers). */
  readonly rules: readonly string[];
  /** Present when the learner watches North instead of playing. */
  readonly watch?: WatchScript;
  /** Scores already on the board (R7.2, R7.3), for the moral-victory lesson. */
  readonly scores?: { readonly knocked: readonly [number, number]; readonly falseKnocks: readonly [number, number] };
}

type Cards = readonly string[];
interface Seat {
  readonly deck?: Cards;
  readonly inPlay?: string;
  readonly discard?: Cards;
  readonly claw?: Cards;
}

/** brigadier-position/1 JSON, written short: a missing pile is empty. */
function position(
  toMove: PlayerIndex,
  south: Seat,
  north: Seat,
  tableau: readonly Cards[],
  foundations: readonly Cards[] = [],
): PositionJson {
  const seat = (s: Seat): PlayerPilesJson => ({
    deck: [...(s.deck ?? [])],
    inPlay: s.inPlay ?? null,
    discard: [...(s.discard ?? [])],
    claw: [...(s.claw ?? [])],
  });
  return {
    format: POSITION_FORMAT,
    toMove,
    players: [seat(south), seat(north)],
    tableau: tableau.map((p) => [...p]),
    foundations: foundations.map((p) => [...p]),
  };
}

/** A card move written as in docs/formats.md, for scripts and paths; the referee takes the physical card at the source. */
export function move(card: string, from: string, to: string): Action {
  const parsed = parseMove({ card, from, to });
  if (!parsed.ok) throw new Error(`lessons: ${parsed.error}`);
  return { type: 'move', move: parsed.value };
}

const codes = (pile: readonly number[]): string[] => pile.map(cardCode);
const foundationCards = (state: GameState): number => state.position.foundations.reduce((n, pile) => n + pile.length, 0);
const heartsReached = (state: GameState, rank: number): boolean =>
  state.position.foundations.some((pile) => suitOf(pile[0]!) === 'H' && rankOf(pile[pile.length - 1]!) >= rank);
const anyPile = (state: GameState, test: (pile: string[]) => boolean): boolean => state.position.tableau.some((pile) => test(codes(pile)));

// Seats that hold no Ace and nothing that fits elsewhere, so no foundation play distracts (R6).
const QUIET_SOUTH: Seat = { deck: ['4C', '8S'], claw: ['JC', '9D'] };
const QUIET_NORTH: Seat = { deck: ['3C', '6S'], claw: ['TH', 'QS'] };
const HEARTS_TO_4 = ['AH', '2H', '3H', '4H'];

export const LESSONS: readonly Lesson[] = [
  {
    id: 'foundations',
    title: 'Foundations',
    instruction: 'Put the A♥ on a foundation, then the 2♥ on it.',
    position: position(0, QUIET_SOUTH, QUIET_NORTH, [['9S', 'AH'], ['KC', '2H'], ['2S'], ['7D'], ['QD'], ['5S'], ['8C'], ['JH']]),
    goal: (s) => heartsReached(s, 2),
    hint: 'R5.1: only an Ace starts a foundation; then the same suit climbs one rank at a time.',
    learned: 'Foundations start with an Ace and climb by suit: A♥, 2♥, 3♥ … up to the K♥ (R5.1).',
    rules: ['R2.6', 'R5.1'],
  },
  {
    id: 'tableau',
    title: 'Building down',
    instruction: 'Put the 6♥ on the 7♣, then the 5♠ on the 6♥.',
    position: position(0, QUIET_SOUTH, QUIET_NORTH, [['KD', '7C'], ['9S', '6H'], ['4D', '5S'], ['QH'], ['TC'], ['8D'], ['JS'], ['3C']]),
    goal: (s) => anyPile(s, (pile) => pile.slice(-3).join() === '7C,6H,5S'),
    hint: 'R5.2: a tableau pile takes a card one rank lower and of the other colour — red on black, black on red.',
    learned: 'The tableau builds down in alternating colours, one card at a time (R5.2, R4.3).',
    rules: ['R4.3', 'R5.2'],
  },
  {
    id: 'empty-piles',
    title: 'Empty piles',
    instruction: 'The last tableau pile is empty. Move the K♣ there, then put the Q♥ on it.',
    position: position(0, QUIET_SOUTH, QUIET_NORTH, [['5D', 'KC'], ['QH'], ['9S'], ['7D'], ['JC'], ['8C'], ['4S'], []]),
    goal: (s) => anyPile(s, (pile) => pile.slice(0, 2).join() === 'KC,QH'),
    hint: 'R5.3: an empty tableau pile takes any card — and a King can go nowhere else in the tableau.',
    learned: 'An empty pile takes any card, which makes it the most useful space on the table (R5.3).',
    rules: ['R5.3'],
  },
  {
    id: 'your-cards',
    title: 'Claw, deck and discard pile',
    instruction: 'Play the 8♥ from your claw onto the 9♠, turn up the top card of your deck, then end your turn by discarding it.',
    position: position(0, { deck: ['KS', '3D'], claw: ['JC', '8H'] }, QUIET_NORTH, [
      ['9S'],
      ['KD'],
      ['4H'],
      ['QC'],
      ['TH'],
      ['2C'],
      ['6S'],
      ['JD'],
    ]),
    goal: (s) => s.actions.at(-1)?.type === 'discard' && s.actions.some((a) => a.type === 'move' && a.move.from === 'claw'),
    hint: 'R4.1: your claw’s top card can be played; R4.4: turn up a card from your deck; R4.6: discarding it ends your turn.',
    learned: 'You play from your claw, your discard pile and the card you turn up; discarding the in-play card ends your turn (R4.1–R4.6).',
    rules: ['R2.1', 'R2.2', 'R2.3', 'R2.4', 'R4.1', 'R4.4', 'R4.6'],
  },
  {
    id: 'loading',
    title: 'Loading the opponent',
    instruction: 'Put your 9♣ on North’s claw and the 4♦ on North’s discard pile.',
    position: position(0, { deck: ['6H', 'JS'], claw: ['2C', '9C'] }, { deck: ['3C'], discard: ['5D'], claw: ['KH', 'TC'] }, [
      ['8S', '4D'],
      ['KD'],
      ['QS'],
      ['7H'],
      ['3S'],
      ['JD'],
      ['6C'],
      ['TS'],
    ]),
    goal: (s) => {
      const north = s.position.players[OPPONENT];
      return codes(north.claw).at(-1) === '9C' && codes(north.discard).at(-1) === '4D';
    },
    hint: 'R5.4: the opponent’s claw and discard pile take the same suit, exactly one rank higher or lower.',
    learned: 'Loading the opponent’s claw and discard pile gives them more cards to get rid of (R5.4).',
    rules: ['R5.4'],
  },
  {
    id: 'foundations-first',
    title: 'Foundation plays come first',
    instruction: 'A foundation play is waiting. Find it and make it before anything else.',
    position: position(
      0,
      { deck: ['9C', '2C'], discard: ['5S'], claw: ['3H', '7H'] },
      QUIET_NORTH,
      [['KH', '8C'], ['QD'], ['9H'], ['JC'], ['TD'], ['6D'], ['KS'], ['2D']],
      [['AS', '2S', '3S', '4S']],
    ),
    goal: (s) => foundationCards(s) > 4,
    hint: 'R6.3: when a foundation play is available, the next action must be one. Look at every card you can use — your discard pile too.',
    learned: 'When a foundation play is available you must make it first; anything else is a fault (R6.3, R6.4).',
    rules: ['R6.1', 'R6.3', 'R6.4'],
  },
  {
    id: 'fewest-moves',
    title: 'Freeing a buried card',
    instruction: 'The 5♥ is buried under the 9♣. Free it in the fewest moves and play it up.',
    position: position(
      0,
      { deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] },
      { claw: ['8S'] },
      [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['2S'], ['3S']],
      [HEARTS_TO_4],
    ),
    goal: (s) => heartsReached(s, 5),
    hint: 'R6.3: at distance k each move must bring the foundation play one move closer. The 9♣ needs an empty pile: who can make one?',
    learned: 'When a foundation card is buried you must free it by a shortest way: every move must bring it closer (R6.2, R6.3).',
    rules: ['R6.2', 'R6.3'],
  },
  {
    id: 'knock',
    title: 'The knock',
    instruction: 'Watch North’s turn, one action at a time. Knock as soon as North makes a fault.',
    position: position(
      1,
      { deck: ['2S', '9D'], claw: ['8C', 'KH'] },
      { deck: ['JC', '5H'], claw: ['QD', '6D', '7S'] },
      [['KC', '8H'], ['9S'], ['TC'], ['3D'], ['KD'], ['JS'], ['4C'], ['QH']],
      [HEARTS_TO_4],
    ),
    watch: {
      actions: [move('7S', 'claw', 'tableau:0'), { type: 'reveal' }, move('6D', 'claw', 'tableau:0'), { type: 'discard' }],
      knock: 'valid',
    },
    goal: (s) => s.knocked[OPPONENT] > 0,
    hint: 'R7.2: a knock is valid only when the turn holds a fault — here, a foundation play North could see and did not make (R6.4).',
    learned: 'You knocked a fault: North’s turn ended at once and you moved next; North’s knocked count went up by one (R7.2).',
    rules: ['R7.1', 'R7.2', 'R6.4'],
  },
  {
    id: 'false-knock',
    title: 'A false knock',
    instruction: 'North plays a clean turn. Knock anyway, to see what a false knock does.',
    position: position(1, { deck: ['2D', 'TS'], claw: ['8S', '5H'] }, { deck: ['5C', '8D'], claw: ['2H', 'JD'] }, [
      ['KC'],
      ['7D'],
      ['TH'],
      ['3S'],
      ['QS'],
      ['6C'],
      ['4H'],
      ['9H'],
    ]),
    watch: { actions: [move('JD', 'claw', 'tableau:4'), { type: 'reveal' }, { type: 'discard' }], knock: 'false' },
    goal: (s) => s.lastKnock?.valid === false && s.lastKnock.knocker === LEARNER,
    hint: 'R7.3: a knock on a turn without a fault is a false knock.',
    learned: 'A false knock changes nothing on the table, but it counts against you (R7.3): knock only when you have seen a fault.',
    rules: ['R7.3'],
  },
  {
    id: 'moral-victory',
    title: 'Moral victory',
    instruction: 'You have one card left. Win the game — then look at the moral scores.',
    position: position(
      0,
      { claw: ['5H'] },
      { deck: ['9C', '2S'], discard: ['7C'], claw: ['JH', '4D'] },
      [['KS'], ['QD'], ['8C'], ['TD'], ['6S'], ['JC'], ['3C'], ['9D']],
      [HEARTS_TO_4],
    ),
    scores: { knocked: [2, 0], falseKnocks: [0, 1] },
    goal: (s) => s.result?.kind === 'win' && s.result.winner === LEARNER,
    hint: 'R8.1: you win the moment your deck, in-play card, discard pile and claw are all empty — by a legal move, never by a fault (R6.3).',
    learned:
      'You won the game, but North won the moral victory: you were knocked twice (2), North made one false knock (1). The lower score wins it (R8.3).',
    rules: ['R8.1', 'R8.3'],
  },
];

/** A lesson by id. */
export const lessonById = (id: string): Lesson | undefined => LESSONS.find((lesson) => lesson.id === id);
