// The rules of Brigadier, once: numbered as the code, the lessons and the referee's messages cite them
// (R1.1 … R8.3), with the project's rule decisions and the glossary. The "How to play" page shows them
// (it loads only when first opened, so this text is not in the first load), and `npm run rules:doc`
// writes docs/rules.md from them (rules-markdown.ts), so the two can never say different things.
// Words between ** are bold and between * italic, as in the markdown; rule numbers become links.

export interface Rule {
  /** "R6.3": the number the code and messages cite. */
  readonly id: string;
  /** The place or action the rule names ("Deck"), shown bold with its number. */
  readonly term?: string;
  readonly text: string;
  /** The parts of a rule that lists several consequences (R7.2). */
  readonly items?: readonly string[];
  /** Said before this rule when it starts a new group within its section (R2.5: the shared places). */
  readonly groupLead?: string;
}

export interface RuleSection {
  /** "R6" */
  readonly id: string;
  readonly title: string;
  /** Said before the numbered rules, when the section needs it. */
  readonly lead?: string;
  readonly rules: readonly Rule[];
  /** Said after the numbered rules (R4: what is never allowed). */
  readonly after?: string;
}

/** A section's rules split where a rule starts a new group, each group with the words said before it. */
export function ruleGroups(section: RuleSection): { readonly lead?: string; readonly rules: readonly Rule[] }[] {
  const groups: { lead?: string; rules: Rule[] }[] = [{ lead: section.lead, rules: [] }];
  for (const rule of section.rules) {
    if (rule.groupLead) groups.push({ lead: rule.groupLead, rules: [] });
    groups[groups.length - 1]!.rules.push(rule);
  }
  return groups;
}

/** What the game is, and how the rule numbers work: the opening of both the page and docs/rules.md. */
export const RULES_OPENING: readonly string[] = [
  'Brigadier is a race for two players: each tries to be the first to get rid of all their cards, mostly onto shared foundation piles. What makes it different is the duty to play to a foundation whenever one can be reached, and the *knock* with which the other player punishes a missed one.',
  'Every rule has a number (R1.1 … R8.3). The game’s messages, its lessons, the code and the tests cite these numbers, so they never change meaning: a new rule gets a new number. The decisions this project made where the rules leave a question open come after the rules, then a glossary.',
];

export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    id: 'R1',
    title: 'The cards',
    rules: [
      { id: 'R1.1', text: 'The game uses two ordinary 52-card packs without jokers: 104 cards, so every card (say the 5♥) exists twice.' },
      {
        id: 'R1.2',
        text: 'Ranks go A, 2, 3 … 10, J, Q, K, from low to high. The Ace is always the lowest card, also when comparing cards to decide who starts. A King and an Ace are never neighbours.',
      },
      { id: 'R1.3', text: 'Hearts and diamonds are red, spades and clubs black.' },
      {
        id: 'R1.4',
        text: 'Each player brings one pack to the deal. Once the cards are dealt, it no longer matters whose pack a card came from; only its rank and suit count.',
      },
    ],
  },
  {
    id: 'R2',
    title: 'Where cards lie',
    lead: 'Each player has four places of their own:',
    rules: [
      { id: 'R2.1', term: 'Deck', text: 'a face-down pile. Its top card is seen only when the player reveals it (R4.4).' },
      { id: 'R2.2', term: 'In-play card', text: 'the card just revealed from the deck, lying face up on it. There is at most one.' },
      { id: 'R2.3', term: 'Discard pile', text: 'face up; only the card on top can be seen or played.' },
      {
        id: 'R2.4',
        term: 'Claw',
        text: 'thirteen cards at the start, the top one face up and the rest face down. As soon as the top card leaves, the next one is turned face up.',
      },
      {
        id: 'R2.5',
        term: 'Tableau',
        groupLead: 'And two kinds of places are common to both players:',
        text: 'always exactly eight piles, four in each player’s column. Each pile is fanned out, so every card in it is visible, but only its outermost card (its top) can move.',
      },
      {
        id: 'R2.6',
        term: 'Foundations',
        text: 'up to eight piles in the middle. Each begins with an Ace and climbs one rank at a time in the same suit up to the King. A finished pile stays on the table.',
      },
    ],
  },
  {
    id: 'R3',
    title: 'Dealing',
    rules: [
      {
        id: 'R3.1',
        text: 'Each pack is shuffled on its own. A deal number fixes the shuffle, so the same number always gives the same deal.',
      },
      {
        id: 'R3.2',
        text: 'Each player counts off the top thirteen cards of their own pack and hands them over: they become the opponent’s claw, in the same order, top card face up.',
      },
      {
        id: 'R3.3',
        text: 'Each player then turns up the next four cards of their own pack one at a time, starting the four piles of their tableau column in order (the first card starts the first pile, and so on).',
      },
      {
        id: 'R3.4',
        text: 'The player whose first turned-up card is higher plays first. On a tie the second cards decide, then the third, then the fourth. If all four pairs tie, the deal does not count and a new one is made.',
      },
      { id: 'R3.5', text: 'After the deal each player holds a deck of 35 cards, has no in-play card and an empty discard pile.' },
    ],
  },
  {
    id: 'R4',
    title: 'What a player may do on their turn',
    lead: 'The player to move may do any of the following, as many times as they like and in any order:',
    rules: [
      { id: 'R4.1', text: 'Move the top card of their own claw to a place where it may go (R5).' },
      { id: 'R4.2', text: 'Move the top card of their own discard pile to a place where it may go.' },
      { id: 'R4.3', text: 'Move the top card of any tableau pile to a place where it may go. Cards move singly, never as a run.' },
      {
        id: 'R4.4',
        text: '**Reveal**: if they have no in-play card, turn up the top card of their deck as their in-play card. If the deck is used up, the discard pile is first turned over as it is, without shuffling, to become the new deck, so the card that was discarded first is the next one revealed.',
      },
      { id: 'R4.5', text: 'Move their in-play card to a place where it may go.' },
      {
        id: 'R4.6',
        text: '**Discard**: put the in-play card on their own discard pile. The turn ends there and then, and this cannot be undone. Discarding a card that could have been placed is allowed, but may be a fault (R6).',
      },
      {
        id: 'R4.7',
        text: '**Pass**: when there is no in-play card and nothing left to reveal (deck and discard pile both empty), the player may end the turn without discarding.',
      },
    ],
    after:
      'Some things are never allowed: a card never comes back off a foundation; the opponent’s claw, discard pile, deck and in-play card are never a source of a move; and a player never moves a card onto their own claw or their own discard pile (that pile only grows by discarding).',
  },
  {
    id: 'R5',
    title: 'Where a card may go',
    rules: [
      {
        id: 'R5.1',
        term: 'Foundation',
        text: 'an Ace starts a new foundation pile. Any other card goes onto a foundation pile of its own suit whose top is exactly one rank lower.',
      },
      { id: 'R5.2', term: 'Tableau pile', text: 'onto a top card of the opposite colour and one rank higher (a black 7 takes a red 6).' },
      { id: 'R5.3', term: 'Empty tableau pile', text: 'any card may go there.' },
      {
        id: 'R5.4',
        term: 'The opponent’s claw or discard pile',
        text: 'onto its face-up top card when the card is of the same suit and exactly one rank higher or lower. An empty claw or discard pile takes nothing. Any source may feed it, the tableau included. Players are expected to do this only when it helps them; the game does not check that, and tells the players so.',
      },
    ],
  },
  {
    id: 'R6',
    title: 'Foundation plays come first',
    rules: [
      {
        id: 'R6.1',
        text: 'A **foundation play** is within reach when one of the cards the player to move could move (a tableau top, their claw top, their discard top or their in-play card) fits a foundation (R5.1).',
      },
      {
        id: 'R6.2',
        text: 'The **foundation distance** of a position is the smallest number of card moves (R4.1–R4.3 and R4.5; revealing does not count) the player to move must make before a foundation play is within reach. Only what the player can see counts: a card that turns up in the tableau counts, but a card that would turn up in their claw, discard pile or deck does not, because it was hidden when they chose. Distance 0 means a foundation play is within reach now. If no sequence of moves leads to one, the distance is *none*.',
      },
      {
        id: 'R6.3',
        text: 'While the distance is a number, the player is **obliged** to head for a foundation play by a shortest way. At distance 0 their next action must be a foundation play; at a distance k above 0 it must be a card move after which the distance, judged on what was visible before that move, is k − 1.',
      },
      {
        id: 'R6.4',
        text: 'Anything else done in such a position is a **fault**: a move that leaves every shortest way, a reveal, a discard or a pass. For example, an Ace that turns up in the tableau during the deal must go to a foundation before the starting player does anything else.',
      },
      { id: 'R6.5', text: 'Nobody plays a foundation card on a player’s behalf: spotting it is their job.' },
    ],
  },
  {
    id: 'R7',
    title: 'The knock',
    rules: [
      {
        id: 'R7.1',
        text: 'The player who is not to move may knock at any point during the opponent’s turn. After the opponent discards or passes, the new player to move may still knock that turn, but only before their own first action.',
      },
      {
        id: 'R7.2',
        text: 'A knock is **valid** if the knocked turn contains a fault. Then:',
        items: [
          'the offender’s turn ends at once; an in-play card they hold goes onto their discard pile;',
          'the knocker plays on from the table as it is (nothing is undone);',
          'the offender’s *knocked* count grows by one;',
          'both players are shown the missed line: starting from the position of the turn’s first fault, a shortest series of moves ending with the foundation play that was missed.',
        ],
      },
      {
        id: 'R7.3',
        text: 'A knock is **false** if the knocked turn has no fault. The table stays as it is, the game says the knock was false, and normally the knocker’s *false knock* count grows by one (a house rule can switch that count off). A turn can be knocked validly only once.',
      },
    ],
  },
  {
    id: 'R8',
    title: 'The end',
    rules: [
      {
        id: 'R8.1',
        text: 'A player wins the instant their deck, in-play card, discard pile and claw are all empty, even in the middle of a turn.',
      },
      { id: 'R8.2', text: 'The players may also end a game by one of them resigning, or by agreeing to a draw.' },
      {
        id: 'R8.3',
        text: '**Moral victory**: each player’s moral score is their knocked count plus their false knocks (when that house rule counts them). The lower score takes the moral victory, whoever won the game; equal scores share it.',
      },
    ],
  },
  {
    id: 'H',
    title: 'House rules of the table',
    lead: 'These change nothing in R1–R8: they change what the table offers the players around them. Both are chosen on the start screen and kept in the game record.',
    rules: [
      {
        id: 'H1',
        term: 'Find it yourself',
        text: 'Off by default; on by default in the lessons and against the computer’s beginner level. After a valid knock (R7.2), before the missed line is shown, the player who made the fault gets **one try** at its first move, on the table as it stood at the fault: “Find it yourself: North missed a play. Make the first move of the better line.”',
        items: [
          'A try is **right** when the move was no fault in that position (R6.3): at distance 0 any foundation play, at a distance above 0 any card move that keeps to a shortest way, judged on what was visible before it. The first move of the line shown is one of them; another equally short way is right too. A right try is praised (“Yes: that is the play North missed.”); any other card move is **wrong**, and the table says what the line starts with. Then the line is shown, as in R7.2.',
          'A move the rules refuse (R4, R5) is no try: it is refused as on the table, and the try still waits. Turning up a card, discarding and passing are not offered during the try.',
          '“Show me” (or Esc) skips the try. A computer’s fault is never tried: only a person tries. The try changes nothing in the game.',
        ],
      },
      {
        id: 'H2',
        term: 'Stalemate nudge',
        text: '20 turns by default; 0, or switched off, means never. When that many turns in a row have ended with no card reaching a foundation, the table offers both players a draw, once per game: “20 turns without a card going home. Agree a draw?”, with *Play on* and *Agree a draw*.',
        items: [
          'A turn is as R4 and R7 make it: it ends with a discard (R4.6), a pass (R4.7), or a valid knock of the turn in progress (R7.2); a false knock ends no turn. A turn is quiet when no card went to a foundation in it and stayed there: a foundation play taken back (house rule) was never made.',
          'The offer comes at the start of the turn after the last of those quiet turns and stays through that turn until it is answered or a card goes home; once that turn is over it never comes again in the game.',
          '*Agree a draw* is a draw offer (R8.2) by the player to move (against the computer, by the person): the other player still accepts or declines it, and the computer declines it as it declines every draw offer.',
        ],
      },
    ],
  },
];

export const DECISIONS_TITLE = 'The project’s rule decisions';

export const DECISIONS_LEAD = 'Where the rules above leave a question open, this is what Brigadier does:';

/** Each begins with what it settles, in bold, citing the rule it reads. */
export const DECISIONS: readonly string[] = [
  '**What the player can see (R6.2).** After the claw top, the discard top or the in-play card moves, the search treats that source as spent: the card uncovered beneath was hidden when the player chose. The next position is judged afresh with what is then visible.',
  '**Faults are carried out.** The referee records the first fault of a turn and lets the game go on; only a knock punishes it.',
  '**Knocks, take-backs, resignations and draws are never faults**, and a knock is not an action of the turn (the knock window of R7.1 stays open after a false knock; a valid knock closes it).',
  '**Take-back** (house rule, off by default) undoes one card move at a time, repeatably, until a reveal, the end of the turn, or a faulty move; a fault can never be taken back.',
  '**Knock horizon** (house rule, off by default): only foundation plays reachable within N moves make a fault.',
  '**Teaching aids** (house rules, off by default): the *coach* warns the mover before an action that would be a fault, and the *knock radar* gives the watcher a quiet signal that a fault was just made. A game played with either says so on its end screen and in its record.',
  '**Find it yourself** and the **stalemate nudge** (house rules H1 and H2, above) change only what the table offers: the try after a knock, and a draw offer when no card goes home.',
  '**Two foundation piles that take the same card** are separate moves; a shown line uses the first.',
  '**A win is immediate (R8.1)**, even in the middle of a turn; nothing can be knocked after it.',
  '**A void deal (R3.4)** is redealt from the same deal number with the next attempt number.',
];

export interface GlossaryEntry {
  readonly term: string;
  /** Cites, in parentheses, the rules that define it: "(R6.2)". */
  readonly text: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Foundation play', text: 'A card move onto a foundation (R5.1, R6.1).' },
  {
    term: 'Foundation distance',
    text: 'How many card moves, at the fewest, stand between the player to move and a foundation play, counting only what they can see (R6.2); *none* when no foundation play can be reached.',
  },
  { term: 'Shortest way', text: 'A series of that many moves followed by the foundation play; also called a *line* (R6.3).' },
  {
    term: 'Fault',
    text: 'An action that leaves every shortest way while a foundation play is within reach (R6.4). The game lets a fault happen; only a knock punishes it.',
  },
  {
    term: 'Knock',
    text: 'The watching player’s call that a turn contains a fault: the turn in progress, or the one just ended, before the next player’s first action (R7.1). Valid or false (R7.2, R7.3).',
  },
  { term: 'Missed line', text: 'The shortest way shown after a valid knock, from the turn’s first fault (R7.2).' },
  {
    term: 'Claw',
    text: 'Each player’s pile of thirteen cards from the opponent’s pack, top card face up (R2.4, R3.2). Emptying it is part of winning.',
  },
  {
    term: 'Moral victory',
    text: 'The side prize for the player who was knocked, and knocked falsely, less often (R8.3); it can go to the loser of the game, or be shared.',
  },
  {
    term: 'House rule',
    text: 'A setting the players agree on before the game (false-knock count, knock horizon, take-back, find it yourself, stalemate nudge, coach, knock radar); the game record keeps them.',
  },
];

/** Every rule number the page has an anchor for. */
export const RULE_IDS: ReadonlySet<string> = new Set(RULE_SECTIONS.flatMap((s) => [s.id, ...s.rules.map((r) => r.id)]));
