// The patience table's voice for a screen reader: each move (the player's, then auto-play's), undo and
// redo in a polite live region, the store's refusals in an assertive one, and the win.
import { useEffect, useState } from 'react';
import { cardName } from '../../engine/index.ts';
import type { PatienceMove } from '../../patience/index.ts';
import type { PatienceEvent } from '../../store/patience/patienceStore.ts';
import { LiveRegions, SILENT, type Voice } from '../LiveRegions.tsx';
import { usePatienceStore } from './PatienceContext.tsx';
import { placeWords } from './patiencePlaces.ts';
import { durationWords } from './PatienceStatus.tsx';

/** "seven of clubs and 2 cards on it to pile 4", "two of hearts home". */
export function moveWords(move: PatienceMove): string {
  const what = `${cardName(move.card)}${move.count > 1 ? ` and ${move.count - 1} card${move.count === 2 ? '' : 's'} on it` : ''}`;
  if (move.to === 'foundation') return `${what} home`;
  const [kind, n] = move.to.split(':') as ['tableau' | 'reserve', string];
  return `${what} to ${placeWords({ kind, index: Number(n) })}`;
}

/** The sentence for what one press of the player did (a move with its auto-play moves, an undo, a redo). */
function eventsWords(events: readonly PatienceEvent[]): string {
  const words: string[] = [];
  let undos = 0;
  let redos = 0;
  for (const event of events) {
    if (event.type === 'dealt')
      words.push(event.game.dealNumber === null ? 'A set position is dealt.' : `Deal ${event.game.dealNumber} is dealt.`);
    if (event.type === 'won') words.push(`You won in ${event.game.moves.length} moves, ${durationWords(event.ms)}.`);
    if (event.type !== 'acted') continue;
    const { action } = event;
    if (action.type === 'undo') undos++;
    else if (action.type === 'redo') redos++;
    else words.push(`${moveWords(action.move).replace(/^./, (c) => c.toUpperCase())}${event.byAutoPlay ? ' (auto-play)' : ''}.`);
  }
  if (undos > 0) words.unshift(`Took back ${undos} move${undos === 1 ? '' : 's'}.`);
  if (redos > 0) words.unshift(`Made ${redos} move${redos === 1 ? '' : 's'} again.`);
  return words.join(' ');
}

export function PatienceAnnouncer() {
  const store = usePatienceStore();
  const [voice, setVoice] = useState<Voice>(SILENT);
  useEffect(() => {
    let heard: PatienceEvent[] = [];
    const sayHeard = () => {
      const text = eventsWords(heard);
      heard = [];
      if (text) setVoice((v) => ({ polite: text, urgent: '', id: v.id + 1 }));
    };
    // One press sets off several events at once (a move and its auto-play): they are said together.
    const stopEvents = store.onPatienceEvent((event) => {
      if (heard.length === 0) queueMicrotask(sayHeard);
      heard.push(event);
    });
    const stopNotices = store.subscribe((after, before) => {
      const notice = after.notice;
      if (!notice || notice === before.notice || notice.tone === 'good') return;
      setVoice((v) =>
        notice.tone === 'refusal' ? { polite: '', urgent: notice.text, id: v.id + 1 } : { polite: notice.text, urgent: '', id: v.id + 1 },
      );
    });
    return () => {
      stopEvents();
      stopNotices();
    };
  }, [store]);
  return <LiveRegions voice={voice} />;
}
