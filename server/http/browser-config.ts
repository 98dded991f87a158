// What the browser app needs to find its backend: served as /config.json and embedded in the
// SPA's index.html (one round trip fewer before the first screen).
import type { ServerContext } from "../context.ts";

export type BrowserConfig = { supabaseUrl: string; supabaseAnonKey: string; googleMapsApiKey?: string };

/** From PUBLIC_URL or the bound address, never from the request's Host (which the client writes). */
export function browserConfig(ctx: ServerContext): BrowserConfig {
  const googleMapsApiKey = ctx.config.googleMapsApiKey;
  return {
    supabaseUrl: ctx.publicUrl(),
    supabaseAnonKey: ctx.keys.anonKey,
    ...(googleMapsApiKey && { googleMapsApiKey }),
  };
}

/** `value` as a JSON script element (`<` escaped: no way out of the script). */
export function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}

/** index.html with the config as a JSON script before </head>. */
export function embedConfig(html: string, config: BrowserConfig): string {
  const tag = jsonScript("renfort-config", config);
  return html.includes("</head>") ? html.replace("</head>", () => `${tag}</head>`) : tag + html;
}
