/** A line of a page cut into its sentences and table cells, for checks that read one sentence at a time. */
export const sentencesOf = (line: string): string[] => line.split(/(?<=[.!?|])\s+(?=[A-Z`(|[])/);
