/** "a", "a and b", "a, b and c": words joined as an English sentence joins them. */
export const sentenceList = (words: readonly string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
