// The start screen's house rules, drawn from the engine's table (src/engine/house-rules.ts, so that a
// rule is declared once): a checkbox for each rule of a group, and for a rule counted in moves a number
// beside it. A rule added to the table gets its control here with no other change.
import { useState } from 'react';
import { HOUSE_RULES, type HouseRule, type MovesRule, type SwitchRule } from '../../engine/index.ts';

/** The value of each rule by name: on or off, or a number of moves (null: off). */
export type RuleChoices = Readonly<Record<string, boolean | number | null>>;

interface Props {
  /** Which of the start screen's fieldsets this is: the house rules or the teaching aids. */
  readonly group: HouseRule['group'];
  readonly choices: RuleChoices;
  readonly onChange: (name: string, value: boolean | number | null) => void;
  /** Prefix for element ids, unique on the page. */
  readonly idPrefix: string;
  /** The table to draw; the engine's own unless a test hands in another. */
  readonly table?: Readonly<Record<string, HouseRule>>;
}

export function HouseRuleFields({ group, choices, onChange, idPrefix, table = HOUSE_RULES }: Props) {
  return Object.entries(table)
    .filter(([, rule]) => rule.group === group)
    .map(([name, rule]) =>
      rule.kind === 'switch' ? (
        <SwitchField key={name} rule={rule} on={choices[name] === true} onChange={(on) => onChange(name, on)} />
      ) : (
        <MovesField
          key={name}
          id={`${idPrefix}-${name}`}
          rule={rule}
          value={choices[name] as number | null}
          onChange={(value) => onChange(name, value)}
        />
      ),
    );
}

function SwitchField({
  rule,
  on,
  onChange,
}: {
  readonly rule: SwitchRule;
  readonly on: boolean;
  readonly onChange: (on: boolean) => void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      {rule.label}
    </label>
  );
}

/** A switch and a number: switched off, the number stays as it was (greyed) for when it is switched on again. */
function MovesField({
  id,
  rule,
  value,
  onChange,
}: {
  readonly id: string;
  readonly rule: MovesRule;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
}) {
  const { min, max, offered, label, after } = rule.moves;
  // The number kept while the rule is off; while it is on, the rule's own (a saved setup's comes after the first drawing).
  const [moves, setMoves] = useState(value ?? offered);
  const on = value !== null;
  const typed = (text: string) => {
    const next = Math.max(min, Math.min(max, Math.floor(Number(text) || 0)));
    setMoves(next);
    if (on) onChange(next);
  };
  return (
    <div className="check">
      <input id={id} type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked ? moves : null)} />
      <label htmlFor={id}>{rule.label}</label>
      <input
        className="start__moves"
        type="number"
        min={min}
        max={max}
        aria-label={label}
        value={value ?? moves}
        disabled={!on}
        onChange={(e) => typed(e.target.value)}
      />
      <span>{after}</span>
    </div>
  );
}
