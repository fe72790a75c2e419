/** A line of a page outside its fenced code blocks, with its 1-based line number. */
export interface ProseLine {
  line: number;
  text: string;
}

/** The lines of a Markdown or MDX page outside fenced code blocks (indented fences included, as in lists). */
export function proseLines(text: string): ProseLine[] {
  let fenced = false;
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{line: index + 1, text: line}];
  });
}
