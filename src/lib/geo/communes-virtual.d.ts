// The build-time communes module (src/lib/geo/communes-data.node.ts).
declare module "virtual:renfort-communes" {
  /** department code → [name, region code] */
  export const DEPARTMENTS: Record<string, [string, string]>;
  /** region code → name */
  export const REGIONS: Record<string, string>;
  /** rows `code \t name \t postal codes (space-separated) \t population \t lat \t lng` */
  export const COMMUNES: string;
}
