/** `1 attempt`, `3 attempts`: for words whose plural adds an s. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
