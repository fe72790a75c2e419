/**
 * The string formats reference/rest uses, as the explorer checks them. Each check is one self-contained function:
 * `validatorModule` writes its source into the browser's validator modules.
 */
export const explorerFormats: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  uri: (value) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(value),
  'uri-reference': (value) => !/\s/.test(value),
};
