// Small helpers for the words the screens say.

/** The text with its first letter a capital: "a set position" → "A set position". */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
