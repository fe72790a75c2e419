/**
 * Seconds per block, by chain id, for chains whose blocks keep a fixed grid: Base Sepolia (an OP Stack chain) makes
 * one block every 2 seconds, each at an even second (its genesis is at 1695768288). The examples' block numbers and
 * the tutorials' chain mock both follow it.
 */
export const blockSeconds: Readonly<Record<number, number>> = {84532: 2};
