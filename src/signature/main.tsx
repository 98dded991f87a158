// The customer signature page's own entry (signature.html): plain React and a small stylesheet,
// none of the back office's antd or Refine, so that a phone on a weak network opens it fast.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadConfig } from "./api.ts";
import { spaceReturn } from "./back-to-space.ts";
import { SignaturePage } from "./SignaturePage.tsx";
import { texts } from "./texts.ts";
import "./signature.css";

const root = createRoot(document.getElementById("root") as HTMLElement);
const token = new URLSearchParams(window.location.search).get("token") ?? "";
// opened from the client's space: a link back to it once the week is answered
const back = spaceReturn(window.location.search);

loadConfig()
  .then((config) =>
    root.render(
      <StrictMode>
        <SignaturePage config={config} token={token} back={back} />
      </StrictMode>,
    ),
  )
  .catch(() =>
    root.render(
      <main>
        <h1>{texts.errors.network.title}</h1>
        <p>{texts.errors.network.text}</p>
      </main>,
    ),
  );
