/** A page whose code signs with a key: viem's local account, or the Assets how-tos' `run-build.ts` and its keys. */
export const signsWithKey = (text: string) =>
  /privateKeyToAccount\(|from '\.\/run-build'|\b[A-Z]+_PRIVATE_KEY\b/.test(text);
