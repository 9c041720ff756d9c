// House rule "Stalemate nudge" (docs/rules.md H2): after N turns in a row with no card going to a
// foundation, the table offers the players a draw, once per game. "Agree a draw" is a draw offer as
// the edge's button makes it (R8.2): the other player, or the computer's policy, still answers it.
import { selectNudge } from '../../store/selectors.ts';
import { useEvents, useGame } from '../StoreContext.tsx';

/** "20 turns without a card going home. Agree a draw?" */
export const nudgeWords = (turns: number): string => `${turns} turns without a card going home. Agree a draw?`;

export function NudgeOffer({ mirror }: { readonly mirror: boolean }) {
  const turns = useGame(selectNudge);
  const events = useEvents();
  if (turns === null) return null;
  return (
    // Only the first copy is a live region: a screen reader hears the offer once.
    <div className="nudge" role={mirror ? undefined : 'status'} aria-label={mirror ? undefined : 'Stalemate nudge'}>
      <p className="nudge__words">{nudgeWords(turns)}</p>
      <div className="nudge__buttons">
        <button type="button" className="small" onClick={() => events.nudgeAnswered(false)}>
          Play on
        </button>
        <button type="button" className="small small--accent" onClick={() => events.nudgeAnswered(true)}>
          Agree a draw
        </button>
      </div>
    </div>
  );
}
