/** NatSpec of one declaration, read from the compiler's AST documentation text. */
export interface NatSpec {
  title?: string;
  notice?: string;
  dev?: string;
  /** `@param name description`, in source order. */
  params: Map<string, string>;
  /** `@return name description`, in source order. */
  returns: Map<string, string>;
  /** `@custom:tag value`; a tag may repeat (one entry per occurrence). */
  custom: Map<string, string[]>;
}

/**
 * Parses NatSpec text as solc stores it in the AST (`@tag` lines, continuation lines without a tag).
 * The AST keeps repeated custom tags apart, which solc's devdoc output does not.
 */
export function parseNatSpec(text: string | undefined): NatSpec {
  const natspec: NatSpec = {params: new Map(), returns: new Map(), custom: new Map()};
  if (!text) return natspec;
  const entries: {tag: string; value: string}[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const tagged = /^@([\w:-]+)\s*(.*)$/.exec(line);
    if (tagged) entries.push({tag: tagged[1], value: tagged[2]});
    else if (entries.length > 0) entries[entries.length - 1].value += ` ${line}`;
    // Untagged text before any tag is a notice, as in the NatSpec specification.
    else entries.push({tag: 'notice', value: line});
  }
  for (const {tag, value} of entries) {
    if (tag === 'param' || tag === 'return') {
      const [name, ...words] = value.split(/\s+/);
      (tag === 'param' ? natspec.params : natspec.returns).set(name, words.join(' '));
    } else if (tag.startsWith('custom:')) {
      const name = tag.slice('custom:'.length);
      natspec.custom.set(name, [...(natspec.custom.get(name) ?? []), value]);
    } else if (tag === 'title' || tag === 'notice' || tag === 'dev') {
      natspec[tag] = natspec[tag] ? `${natspec[tag]} ${value}` : value;
    }
  }
  return natspec;
}
