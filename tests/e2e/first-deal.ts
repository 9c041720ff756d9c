// A planner's last step: the plan of the first deal that shows what a browser test needs (the spec
// imports its planner and calls it).
export function firstPlan<T>(planFor: (deal: number) => T | null, what: string, deals = 500): T {
  for (let deal = 1; deal < deals; deal++) {
    const plan = planFor(deal);
    if (plan) return plan;
  }
  throw new Error(`${what}: no deal found`);
}
