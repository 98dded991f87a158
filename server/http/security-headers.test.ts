import { describe, expect, it } from "vitest";
import { appCsp } from "./security-headers.ts";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("the app's CSP", () => {
  it("lets scripts come from the origin only and connections go to the Supabase URL and its WebSocket", () => {
    const csp = appCsp("https://renfort.example.fr", {});
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://renfort.example.fr wss://renfort.example.fr",
    );
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    // voice notes played from storage, a chosen recording's duration read from a blob: URL
    expect(directive(csp, "media-src")).toBe("media-src 'self' blob: https://renfort.example.fr");
    expect(csp).not.toContain("googleapis");
    // the centres' map: OpenStreetMap tiles as images, nothing else from there
    expect(directive(csp, "img-src")).toContain("https://tile.openstreetmap.org");
    expect(directive(csp, "connect-src")).not.toContain("openstreetmap");
  });

  it("opens Google Maps only when a key is set", () => {
    const csp = appCsp("http://localhost:8080", { googleMapsApiKey: "cle" });
    expect(directive(csp, "script-src")).toBe("script-src 'self' https://maps.googleapis.com https://maps.gstatic.com");
    expect(directive(csp, "connect-src")).toContain("https://maps.googleapis.com");
    expect(directive(csp, "connect-src")).toContain("ws://localhost:8080");
  });
});
