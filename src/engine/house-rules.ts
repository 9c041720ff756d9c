// The house rules as data (docs/rules.md, "House rules"): one table says, for each, its default, how a
// value is read, and the words the start screen shows. The type (state.ts), the record's reading and
// writing (record.ts), the save (persistence) and the start screen's choices all come from it.
import { badValue } from './json.ts';
import { err, ok, type Result } from './result.ts';
import type { HouseRules } from './state.ts';

/** A rule that is on or off. */
export interface SwitchRule {
  readonly kind: 'switch';
  readonly default: boolean;
  /** Where the start screen offers it: among the house rules, or among the teaching aids (a coached game). */
  readonly group: 'rules' | 'teaching';
  /** The start screen's words for it. */
  readonly label: string;
}

/** A rule that is off (null) or a number of moves. */
export interface MovesRule {
  readonly kind: 'moves';
  readonly default: number | null;
  readonly group: 'rules';
  /** The start screen's words for its switch. */
  readonly label: string;
  /** The start screen's number of moves, offered once the rule is switched on. */
  readonly moves: {
    /** The number's own name, for a screen reader. */
    readonly label: string;
    /** The words after the number. */
    readonly after: string;
    readonly min: number;
    readonly max: number;
    /** The number shown before anybody chose one. */
    readonly offered: number;
  };
}

/** Any house rule, as the start screen reads it. */
export type HouseRule = SwitchRule | MovesRule;

type RuleOf<T> = T extends boolean ? SwitchRule : MovesRule;

/** Every house rule, in the order the start screen shows them. The compiler checks that none is missing. */
export const HOUSE_RULES: { readonly [K in keyof HouseRules]: RuleOf<HouseRules[K]> } = {
  countFalseKnocks: { kind: 'switch', default: true, group: 'rules', label: 'False knocks count against the knocker' },
  knockHorizon: {
    kind: 'moves',
    default: null,
    group: 'rules',
    label: 'Knock horizon: only foundation plays within',
    moves: { label: 'Knock horizon in moves', after: 'moves count', min: 0, max: 30, offered: 3 },
  },
  takeBack: {
    kind: 'switch',
    default: false,
    group: 'rules',
    label: 'Take-back: a player may undo their own last card move of the turn (never a fault)',
  },
  findYourself: {
    kind: 'switch',
    default: false,
    group: 'rules',
    label: 'Find it yourself: after a valid knock, the offender gets one try at the missed play before it is shown',
  },
  stalemateNudge: {
    kind: 'moves',
    default: 20,
    group: 'rules',
    label: 'Stalemate nudge: offer a draw after',
    moves: { label: 'Stalemate nudge in turns', after: 'turns without a card going home (0: never)', min: 0, max: 500, offered: 20 },
  },
  coach: { kind: 'switch', default: false, group: 'teaching', label: 'Coach: warn before a move that would be a fault' },
  knockRadar: {
    kind: 'switch',
    default: false,
    group: 'teaching',
    label: 'Knock radar: a quiet sign to the watcher that a fault was just made',
  },
};

export type HouseRuleName = keyof HouseRules;
export const HOUSE_RULE_NAMES = Object.keys(HOUSE_RULES) as readonly HouseRuleName[];

/** The rules when nobody changes them: exactly R1–R8. */
export const DEFAULT_HOUSE_RULES = Object.fromEntries(
  HOUSE_RULE_NAMES.map((name) => [name, HOUSE_RULES[name].default]),
) as unknown as HouseRules;

/**
 * Whether a teaching aid (a rule of the table's 'teaching' group: the coach, the knock radar) was on, so
 * the end screen and the record can say the game was not a real one.
 */
export const isCoached = (rules: HouseRules): boolean =>
  HOUSE_RULE_NAMES.some((name) => HOUSE_RULES[name].group === 'teaching' && rules[name] === true);

/** One rule's value read from JSON, or why it is not one (the field is named `field`). */
function readRule(name: HouseRuleName, value: unknown, field: string): Result<boolean | number | null> {
  const rule = HOUSE_RULES[name];
  if (rule.kind === 'switch') return typeof value === 'boolean' ? ok(value) : err(`${field}: must be true or false`);
  if (value === null || (Number.isSafeInteger(value) && (value as number) >= 0)) return ok(value as number | null);
  return err(badValue(field, 'must be a whole number of moves (0 or more) or null', value));
}

/** House rules from a record: a missing object or field takes the default; a wrong value is an error. */
export function parseHouseRules(json: unknown): Result<HouseRules> {
  if (json === undefined) return ok(DEFAULT_HOUSE_RULES);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return err('houseRules: must be an object');
  const given = json as Record<string, unknown>;
  const rules: Record<string, unknown> = {};
  for (const name of HOUSE_RULE_NAMES) {
    if (given[name] === undefined) rules[name] = HOUSE_RULES[name].default;
    else {
      const read = readRule(name, given[name], `houseRules.${name}`);
      if (!read.ok) return read;
      rules[name] = read.value;
    }
  }
  return ok(rules as unknown as HouseRules);
}

/** House rules from a save of this device's choices: whatever cannot be read takes its default. */
export function houseRulesOrDefaults(json: unknown): HouseRules {
  const given = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const rules: Record<string, unknown> = {};
  for (const name of HOUSE_RULE_NAMES) {
    const read = readRule(name, given[name], name);
    rules[name] = read.ok ? read.value : HOUSE_RULES[name].default;
  }
  return rules as unknown as HouseRules;
}

/** The rules as the record writes them: every rule, by name. */
export const houseRulesJson = (rules: HouseRules): HouseRules =>
  Object.fromEntries(HOUSE_RULE_NAMES.map((name) => [name, rules[name]])) as unknown as HouseRules;
