// Each player's figures over the reviewed turns (R6, R7): faults made, knocked and missed, false knocks,
// and the other player's faults they let pass. One row per figure, one column per player: it reads on a phone.
import type { ReviewFigures as Figures } from '../../engine/index.ts';

const ROWS: readonly (readonly [keyof Figures, string])[] = [
  ['faultsMade', 'Faults made'],
  ['faultsKnocked', 'Faults knocked'],
  ['faultsMissed', 'Faults missed'],
  ['falseKnocks', 'False knocks'],
  ['knocksMissed', 'Knocks missed'],
];

export function ReviewFigures({
  figures,
  names,
}: {
  readonly figures: readonly [Figures, Figures];
  readonly names: readonly [string, string];
}) {
  return (
    <table className="review__figures">
      <caption>Each player’s faults and knocks</caption>
      <thead>
        <tr>
          <td />
          {names.map((name, i) => (
            <th scope="col" key={i}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([key, words]) => (
          <tr key={key}>
            <th scope="row">{words}</th>
            <td>{figures[0][key]}</td>
            <td>{figures[1][key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
