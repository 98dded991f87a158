// Entry point: React 19 patch for antd 5 first, French dates, then the runtime
// configuration (/config.json) before the first render.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createAppProviders } from "./app/create-providers.ts";
import { StartupError } from "./app/startup-error.tsx";
import { loadRuntimeConfig } from "./config/runtime-config.ts";
import "./lib/dates/dayjs.ts";

const root = createRoot(document.getElementById("root") as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    const providers = createAppProviders(config);
    root.render(
      <StrictMode>
        <App config={config} providers={providers} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  });
