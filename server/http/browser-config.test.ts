import { describe, expect, it } from "vitest";
import { embedConfig } from "./browser-config.ts";

const config = { supabaseUrl: "http://localhost:8080", supabaseAnonKey: "anon.key" };

describe("embedConfig", () => {
  it("puts the config in a JSON script just before </head>", () => {
    const html = embedConfig("<html><head><title>Renfort</title></head><body></body></html>", config);
    expect(html).toBe(
      `<html><head><title>Renfort</title><script id="renfort-config" type="application/json">${JSON.stringify(config)}</script></head><body></body></html>`,
    );
  });

  it("cannot be closed from inside the JSON", () => {
    const html = embedConfig("<head></head>", { ...config, googleMapsApiKey: "</script><script>alert(1)</script>" });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('json">') + 'json">'.length, html.lastIndexOf("</script>"));
    expect(JSON.parse(json).googleMapsApiKey).toBe("</script><script>alert(1)</script>");
  });
});
