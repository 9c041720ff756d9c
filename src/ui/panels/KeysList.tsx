// The Keys panel's list: every key the table hears, and what it does.

export const SHORTCUTS: readonly (readonly [string, string])[] = [
  ['R', 'turn up a card from your deck'],
  ['D', 'discard the card in play and end your turn'],
  ['P', 'pass (only when nothing is left to turn up)'],
  ['K', 'knock'],
  ['U', 'take back your last card move (when the house rule allows)'],
  ['L', 'list what you can play, in words; a number (or click, or Enter) plays one'],
  ['M or /', 'type a move: a card, then where it goes (7c t5, th f, ah o, 9d oc), then Enter'],
  ['Tab', 'go from card to card; the cards you can move take focus'],
  ['Space / Enter', 'on a card: pick it up; again: put it down (at once: it goes back)'],
  ['Arrow keys', 'carry a picked-up card over the table’s rows of places; in a lesson: step through the line'],
  ['Esc', 'put the card back, close the lesson, the moves or a panel'],
];

export function KeysList() {
  return (
    <dl className="keys">
      {SHORTCUTS.map(([key, what]) => (
        <div key={key}>
          <dt>
            <kbd>{key}</kbd>
          </dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}
