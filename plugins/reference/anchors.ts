/**
 * `buildSupply` → `build-supply`, `IERC20CollateralPool` → `ierc20-collateral-pool`, `POOL_NOT_FOUND` →
 * `pool-not-found`.
 */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s.]+/g, '-')
    .toLowerCase();
}
