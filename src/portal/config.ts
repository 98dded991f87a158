// Where the spaces' pages find their backend: the config the server embeds in the page (as in
// index.html and signature.html), else the build's, else /config.json.
export type PortalConfig = { supabaseUrl: string; supabaseAnonKey: string };

export async function loadConfig(): Promise<PortalConfig> {
  const embedded = document.getElementById("renfort-config")?.textContent;
  if (embedded) return JSON.parse(embedded) as PortalConfig;
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key } = import.meta.env;
  if (url && key) return { supabaseUrl: url, supabaseAnonKey: key };
  const res = await fetch("/config.json");
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  return (await res.json()) as PortalConfig;
}
