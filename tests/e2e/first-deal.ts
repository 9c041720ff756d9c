// A planner's last step: the plan of the first deal that shows what a browser test needs, printed as
// JSON for the test to read (planners run with tsx and print to standard output).
export function printFirstPlan<T>(planFor: (deal: number) => T | null, what: string, deals = 500): void {
  for (let deal = 1; deal < deals; deal++) {
    const plan = planFor(deal);
    if (plan) {
      console.log(JSON.stringify(plan));
      return;
    }
  }
  throw new Error(`${what}: no deal found`);
}
