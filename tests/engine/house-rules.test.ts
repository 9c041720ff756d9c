// The house rules as one table: the defaults are the rule book itself, a record's reading
// names the bad field, a save's reading falls back to each default, and the record writes every rule.
import { DEFAULT_HOUSE_RULES, HOUSE_RULE_NAMES, HOUSE_RULES, houseRulesOrDefaults, isCoached } from '../../src/engine/index.ts';
import { houseRulesJson, parseHouseRules } from '../../src/engine/house-rules.ts';

describe('the house rules table', () => {
  it('by default the game is exactly R1–R8: false knocks count (R7.3), no horizon, no take-back, no teaching aid', () => {
    expect(DEFAULT_HOUSE_RULES).toEqual({
      countFalseKnocks: true,
      knockHorizon: null,
      takeBack: false,
      coach: false,
      knockRadar: false,
      findYourself: false,
      stalemateNudge: 20,
    });
    expect(HOUSE_RULE_NAMES).toEqual(Object.keys(DEFAULT_HOUSE_RULES));
    for (const name of HOUSE_RULE_NAMES) expect(HOUSE_RULES[name].label.length).toBeGreaterThan(10);
  });

  it.each([
    [{ takeBack: 'yes' }, 'houseRules.takeBack: must be true or false'],
    [{ knockHorizon: -1 }, /^houseRules\.knockHorizon: /],
    [{ knockHorizon: 2.5 }, /^houseRules\.knockHorizon: /],
    [[], 'houseRules: must be an object'],
  ])('a record with %j is refused, naming the field', (json, message) => {
    const read = parseHouseRules(json);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });

  it('a record may leave rules out (they take their defaults) and gives back what it wrote', () => {
    expect(parseHouseRules(undefined)).toEqual({ ok: true, value: DEFAULT_HOUSE_RULES });
    expect(parseHouseRules({ knockHorizon: 3 })).toEqual({ ok: true, value: { ...DEFAULT_HOUSE_RULES, knockHorizon: 3 } });
    const rules = {
      countFalseKnocks: false,
      knockHorizon: 4,
      takeBack: true,
      coach: true,
      knockRadar: true,
      findYourself: true,
      stalemateNudge: 7,
    };
    expect(parseHouseRules(JSON.parse(JSON.stringify(houseRulesJson(rules))))).toEqual({ ok: true, value: rules });
  });

  it('a save of the start screen’s choices keeps what it can read and defaults the rest', () => {
    expect(houseRulesOrDefaults({ takeBack: true, coach: 'no', knockHorizon: 'far' })).toEqual({ ...DEFAULT_HOUSE_RULES, takeBack: true });
    expect(houseRulesOrDefaults(null)).toEqual(DEFAULT_HOUSE_RULES);
  });

  it('a game is coached when any rule of the teaching group is on, and by no other rule', () => {
    expect(isCoached(DEFAULT_HOUSE_RULES)).toBe(false);
    for (const name of HOUSE_RULE_NAMES) {
      const rule = HOUSE_RULES[name];
      const on = { ...DEFAULT_HOUSE_RULES, [name]: rule.kind === 'switch' ? !rule.default : 3 };
      expect([name, isCoached(on)]).toEqual([name, rule.group === 'teaching']);
    }
  });
});
