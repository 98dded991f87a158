// The runtime configuration for components (read once at start-up, then constant).
import { createContext, useContext, type ReactNode } from "react";
import type { RuntimeConfig } from "./runtime-config.ts";

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const RuntimeConfigProvider = ({ config, children }: { config: RuntimeConfig; children: ReactNode }) => (
  <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
);

export const useRuntimeConfig = (): RuntimeConfig => {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error("useRuntimeConfig outside RuntimeConfigProvider");
  return config;
};

/** The configuration when a provider is mounted (components also rendered in tests without it). */
export const useOptionalRuntimeConfig = (): RuntimeConfig | null => useContext(RuntimeConfigContext);
