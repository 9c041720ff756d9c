// The rules of Brigadier as this game plays them, in the project's own words, numbered as the code,
// the lessons and the referee's messages cite them (R1.1 … R8.3), and a short glossary. The "How to
// play" page shows them; it loads only when first opened, so this text is not in the first load.

export interface Rule {
  /** "R6.3": the number the code and messages cite. */
  readonly id: string;
  readonly text: string;
}

export interface RuleSection {
  /** "R6" */
  readonly id: string;
  readonly title: string;
  /** Said before the numbered rules, when the section needs it. */
  readonly lead?: string;
  readonly rules: readonly Rule[];
}

export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    id: 'R1',
    title: 'Cards',
    rules: [
      { id: 'R1.1', text: 'Two ordinary packs of 52 cards, no jokers: 104 cards, each rank and suit twice.' },
      { id: 'R1.2', text: 'Ranks run A 2 3 4 5 6 7 8 9 10 J Q K. The Ace is always low, and a King is never next to an Ace.' },
      { id: 'R1.3', text: 'Hearts and diamonds are red; spades and clubs are black.' },
      { id: 'R1.4', text: 'Each player deals from their own pack. Once dealt, only a card’s rank and suit matter, not whose pack it came from.' },
    ],
  },
  {
    id: 'R2',
    title: 'Where the cards lie',
    lead: 'Each player has, on their own edge of the table:',
    rules: [
      { id: 'R2.1', text: 'A deck, face down. Its top card is seen only when the player turns it up (R4.4).' },
      { id: 'R2.2', text: 'At most one card in play: the card last turned up, lying face up on the deck.' },
      { id: 'R2.3', text: 'A discard pile, face up. Only its top card is seen and played.' },
      { id: 'R2.4', text: 'A claw of 13 cards, its top card face up. When the top card leaves, the next one is turned up at once.' },
      { id: 'R2.5', text: 'Shared: eight tableau piles, four in each player’s column, splayed outward so every card shows. Only a pile’s outermost card moves.' },
      { id: 'R2.6', text: 'Shared: up to eight foundations in the middle. Each starts with an Ace and climbs in one suit up to the King; a finished pile stays.' },
    ],
  },
  {
    id: 'R3',
    title: 'The deal',
    rules: [
      { id: 'R3.1', text: 'Each pack is shuffled on its own. A deal number always gives the same deal, on any device.' },
      { id: 'R3.2', text: 'Each player counts off the top 13 cards of their pack and gives them to the other player: that is the other player’s claw.' },
      { id: 'R3.3', text: 'Each player turns up the next four cards of their pack, one onto each pile of their column.' },
      { id: 'R3.4', text: 'The player whose first turned-up card is higher moves first; on a tie the second cards decide, then the third, then the fourth. Four ties: a new deal.' },
      { id: 'R3.5', text: 'Each player then has 35 cards in the deck, no card in play and an empty discard pile.' },
    ],
  },
  {
    id: 'R4',
    title: 'A turn',
    lead: 'The player to move may do these as often as they like, in any order:',
    rules: [
      { id: 'R4.1', text: 'Move the top card of their claw to a place that takes it (R5).' },
      { id: 'R4.2', text: 'Move the top card of their discard pile to a place that takes it.' },
      { id: 'R4.3', text: 'Move the outermost card of any tableau pile to a place that takes it: one card at a time, never a run.' },
      { id: 'R4.4', text: 'Turn up the top card of their deck, when no card is in play. An empty deck is first refilled by turning the discard pile over as it lies.' },
      { id: 'R4.5', text: 'Move the card in play to a place that takes it.' },
      { id: 'R4.6', text: 'Discard: put the card in play on their own discard pile. That ends the turn at once, and cannot be taken back, even if the card could have been placed.' },
      { id: 'R4.7', text: 'Pass: only when no card is in play and nothing is left to turn up; the turn ends.' },
    ],
  },
  {
    id: 'R5',
    title: 'Where a card may go',
    rules: [
      { id: 'R5.1', text: 'A foundation: an Ace starts a new one; any other card goes on the foundation of its suit whose top is one rank lower.' },
      { id: 'R5.2', text: 'A tableau pile whose top is one rank higher and of the other colour: a red 6 on a black 7.' },
      { id: 'R5.3', text: 'An empty tableau pile: any card.' },
      {
        id: 'R5.4',
        text: 'The opponent’s claw or discard pile, onto its face-up top card: same suit, exactly one rank higher or lower. Never onto an empty one. It loads the opponent with a card; the game allows it whether or not it helps you.',
      },
    ],
  },
  {
    id: 'R6',
    title: 'Foundation plays come first',
    rules: [
      { id: 'R6.1', text: 'A foundation play is available when a card the player to move can use (a tableau top, their claw top, their discard top, their card in play) fits a foundation.' },
      {
        id: 'R6.2',
        text: 'The foundation distance is the fewest card moves needed before a foundation play is available, counting only what the player can see: a card uncovered in the tableau counts; one still hidden in the claw, discard pile or deck does not. Distance 0: a foundation play is available now. If no moves lead to one, the distance is none.',
      },
      { id: 'R6.3', text: 'When the distance is a number, the player must head for a foundation play by a shortest way: at distance 0 the next action is a foundation play; at distance 3 the next move leaves distance 2, and so on.' },
      { id: 'R6.4', text: 'Anything else in such a position is a fault: a move off every shortest way, turning up a card, discarding, or passing.' },
      { id: 'R6.5', text: 'Nobody makes a foundation play for a player, and the game does not point it out in a real game: the player must spot it.' },
    ],
  },
  {
    id: 'R7',
    title: 'The knock',
    rules: [
      { id: 'R7.1', text: 'The player who is not to move may knock at any moment of the opponent’s turn, or just after it, before their own first action.' },
      {
        id: 'R7.2',
        text: 'A knock is valid when the turn it points at holds a fault. The offender’s turn ends at once (a card in play goes on their discard pile), the knocker moves next from the table as it is, the offender’s knocked count goes up by one, and the game shows both players the missed line: from the first fault, a shortest way to the foundation play that was missed.',
      },
      { id: 'R7.3', text: 'A knock on a turn without a fault is a false knock: nothing on the table changes, and (unless the house rules say otherwise) the knocker’s false-knock count goes up by one. A turn can be knocked validly only once.' },
    ],
  },
  {
    id: 'R8',
    title: 'The end of the game',
    rules: [
      { id: 'R8.1', text: 'A player wins the moment their deck, card in play, discard pile and claw are all empty, even in the middle of a turn.' },
      { id: 'R8.2', text: 'The players may also end the game by resigning or by agreeing to a draw.' },
      { id: 'R8.3', text: 'Moral victory: the player with the lower moral score (knocked count, plus false knocks when they count) has it, whoever won the game; equal scores share it.' },
    ],
  },
];

export interface GlossaryEntry {
  readonly term: string;
  readonly text: string;
  /** The rule that defines it. */
  readonly rule: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Claw', text: 'The 13 cards your opponent dealt you, top card face up. Playing them out is most of the game.', rule: 'R2.4' },
  { term: 'Foundation distance', text: 'How many card moves stand between the player to move and a foundation play: 0 means one can be made now.', rule: 'R6.2' },
  { term: 'Fault', text: 'Not heading for a foundation play by a shortest way when one can be reached: another move, turning up a card, discarding or passing.', rule: 'R6.4' },
  { term: 'Knock', text: 'The watcher’s call that the turn just played holds a fault. Right, it ends the offender’s turn; wrong, it is a false knock.', rule: 'R7.1' },
  { term: 'Moral victory', text: 'Won by the player knocked and caught knocking falsely the fewest times, whoever won the game.', rule: 'R8.3' },
];

/** Every rule number the page has an anchor for. */
export const RULE_IDS: ReadonlySet<string> = new Set(RULE_SECTIONS.flatMap((s) => [s.id, ...s.rules.map((r) => r.id)]));
