// The computer's policy (computerThinking.ts), fetched once and only when a game with a computer seat
// needs it, so that the page's first load does not carry it. Shared by every store on the page.
type Thinking = typeof import('../computerThinking.ts');

let thinking: Thinking | null = null;
let thinkingLoad: Promise<Thinking> | null = null;

/** Loads the computer's policy (once); resolves when the computer's moment can decide at once. */
export function loadComputerThinking(): Promise<Thinking> {
  thinkingLoad ??= import('../computerThinking.ts').then((module) => (thinking = module));
  return thinkingLoad;
}

/** The policy if it is loaded, else null (then `loadComputerThinking` fetches it). */
export const loadedThinking = (): Thinking | null => thinking;
