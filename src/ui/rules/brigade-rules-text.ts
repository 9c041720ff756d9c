// Brigade's rules in a player's words, for the How to play page's Brigade section (BrigadeRules.tsx).
// The rule book with every decision is docs/patience.md; the numbers here are its numbers (P1–P6), so a
// refusal that cites "P3.4" is found here under P3.

export interface BrigadeRule {
  readonly id: string;
  readonly title: string;
  readonly text: readonly string[];
}

export const BRIGADE_OPENING =
  'Brigade is a patience for one player, with one pack. Every card is face up from the start, so each deal is a puzzle you can see whole: the aim is to build the four suits up from Ace to King.';

export const BRIGADE_RULES: readonly BrigadeRule[] = [
  {
    id: 'P1',
    title: 'The deal',
    text: [
      'The four Aces start the four foundations, ♠ ♥ ♦ ♣. The other 48 cards are dealt face up: seven tableau piles of five cards, and thirteen reserve cards.',
      'Every deal has a number: the same number always gives the same deal, so a deal can be played again or shared.',
    ],
  },
  {
    id: 'P2',
    title: 'Foundations',
    text: [
      'Each foundation is built up in its own suit, one card at a time, from its Ace to its King. A card on a foundation stays there.',
    ],
  },
  {
    id: 'P3',
    title: 'Tableau',
    text: [
      'A pile is built down by one rank, whatever the suit: 9♣ on 10♠, then 8♦ on the 9♣. Any card may go onto an empty pile.',
      'You take the top card of a pile, or a run: cards at the top of a pile that each go down by one. A run moves in one go if it is no longer than one card plus one for each empty pile (not counting the pile it goes to).',
    ],
  },
  {
    id: 'P4',
    title: 'Reserve',
    text: [
      'Every reserve card can be played at any time, one at a time, to its foundation or onto a tableau pile. Nothing goes back to the reserve, except by the grace move.',
    ],
  },
  {
    id: 'P5',
    title: 'The grace move (a house rule)',
    text: [
      'Once in a game you may put the top card of a tableau pile onto a reserve card one rank higher: a 7 onto an 8, any suits. Only the top card of that reserve place can then be played; the one beneath comes free again when it leaves.',
      'The setting has three values: off; up (one rank higher, the default); both (one rank higher or one rank lower). It moves a single card, never a run, and never into an empty place.',
    ],
  },
  {
    id: 'P6',
    title: 'The end',
    text: [
      'You win when all 52 cards are on the foundations. A game is lost when it can no longer be won.',
      'Undo and redo are unlimited, and the game keeps every use of them: your record marks a win without undo or hints as such.',
    ],
  },
];

/** What the solver's tools do for the player. */
export const BRIGADE_HELP: readonly { readonly term: string; readonly text: string }[] = [
  {
    term: 'Hint',
    text: 'marks a move on the table, found by the solver. A game where you asked for a hint is counted as helped in your record.',
  },
  {
    term: 'Still winnable?',
    text: 'asks the solver whether the game on the table can still be won. Its answer is exact: it has looked at every way the game could go.',
  },
  { term: 'Solve', text: 'shows a way to win from the table as it is, step by step, on a copy of the table: your game is not changed.' },
];

export const BRIGADE_KEEPING =
  'Every Brigade game you make a move in is kept in Your games, with your record per player name; "Share this deal" and "Share this position" in More make a link that opens the same deal or table in the patience.';
