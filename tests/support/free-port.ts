// A port free on 127.0.0.1 for a server a test or the suite starts: the system picks one for a
// listener that is closed at once. Another process may take it before the server binds it; every
// caller starts its server right away.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The same from synchronous code (Playwright's configuration is read synchronously). */
export const freePortSync = (): number =>
  Number(
    spawnSync(
      process.execPath,
      [
        "-e",
        "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
      ],
      { encoding: "utf8" },
    ).stdout.trim(),
  );
