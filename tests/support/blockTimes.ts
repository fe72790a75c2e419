/**
 * Seconds per block, by chain id, for chains whose blocks keep a fixed grid: Base Sepolia (an OP Stack chain) makes
 * one block every 2 seconds, each at an even second. The examples' block numbers keep that spacing on a timeline of
 * their own (not the real chain's numbering), and the tutorials' chain mock mines on the same grid.
 */
export const blockSeconds: Readonly<Record<number, number>> = {84532: 2};
